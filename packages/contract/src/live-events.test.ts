import { describe, expect, it } from 'vitest';
import { parseEventStream } from './live-events';

describe('parseEventStream', () => {
  it('reads named events with JSON data, skips comments, and keeps an unfinished block for the next chunk', () => {
    const first = parseEventStream(
      'retry: 3000\nevent: hello\ndata: {"build":null}\n\n: ping\n\nevent: task\ndata: {"id":',
    );
    expect(first.events).toEqual([{ event: 'hello', data: { build: null } }]);
    const second = parseEventStream(`${first.rest}4,"status":1,"progress":100}\n\n`);
    expect(second).toEqual({
      events: [{ event: 'task', data: { id: 4, status: 1, progress: 100 } }],
      rest: '',
    });
  });

  it('takes CRLF line ends, joins several data lines, and drops data that is not JSON', () => {
    const { events } = parseEventStream(
      'event: notice\r\ndata: {"unread":\r\ndata: 2}\r\n\r\ndata: oops\n\n',
    );
    expect(events).toEqual([{ event: 'notice', data: { unread: 2 } }]);
  });
});
