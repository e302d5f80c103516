// The least a client can do to call the server over a real socket: one kept-alive HTTP/1.1
// connection, a request written whole, the answer read to its Content-Length. What it times is what
// a client sees (the kernel's loopback, Node's HTTP parser, the reply's write), without app.inject's
// simulated request and response (about 0.35 ms a call, decision 070) and without a general
// client's own work (undici's or http.Agent's queues and header objects).
import net from 'node:net';

export interface SocketAnswer {
  status: number;
  /** The status line and headers with the blank line after them, in bytes. */
  headerBytes: number;
  body: string;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** A connection to 127.0.0.1:`port`; `post` sends one call at a time (no pipelining). */
export async function socketClient(port: number) {
  const socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let pending: { resolve: (a: SocketAnswer) => void; reject: (e: Error) => void } | null = null;
  let buffered: Buffer = Buffer.alloc(0);

  socket.on('data', (chunk: Buffer) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    const headEnd = buffered.indexOf(HEAD_END);
    if (headEnd < 0 || !pending) return;
    const head = buffered.subarray(0, headEnd).toString('latin1');
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!length) {
      pending.reject(new Error(`an answer without Content-Length: ${head}`));
      return;
    }
    const end = headEnd + 4 + Number(length[1]);
    if (buffered.length < end) return;
    const answer = {
      status: Number(head.slice(9, 12)),
      headerBytes: headEnd + 4,
      body: buffered.subarray(headEnd + 4, end).toString('utf8'),
    };
    buffered = buffered.subarray(end);
    const { resolve } = pending;
    pending = null;
    resolve(answer);
  });
  socket.on('error', (error) => pending?.reject(error));

  return {
    post(path: string, body: object, headers: Record<string, string>): Promise<SocketAnswer> {
      if (pending) throw new Error('one call at a time on this connection');
      const payload = Buffer.from(JSON.stringify(body));
      const lines = [
        `POST ${path} HTTP/1.1`,
        'host: 127.0.0.1',
        'content-type: application/json',
        `content-length: ${payload.length}`,
        ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      ];
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        socket.write(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), payload]));
      });
    },
    close: () => socket.destroy(),
  };
}
