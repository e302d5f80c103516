/**
 * Test helper, import it before DOMPurify. happy-dom 21 answers `nodeName` from a getter on each
 * subclass while `Node.prototype`'s own getter gives '' for elements; DOMPurify reads the
 * `Node.prototype` getter (so that clobbered nodes cannot lie), sees nameless elements and drops
 * them all. Browsers have one getter on Node.prototype: make happy-dom's behave the same way.
 */
const baseDescriptor = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');

if (baseDescriptor && Reflect.get(Node.prototype, 'nodeName', document.createElement('p')) === '') {
  const base = Object.create(null, { nodeName: baseDescriptor }) as object;
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node): unknown {
      let proto: object | null = Object.getPrototypeOf(this) as object | null;
      for (; proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
        if (Object.getOwnPropertyDescriptor(proto, 'nodeName')) return Reflect.get(proto, 'nodeName', this);
      }
      return Reflect.get(base, 'nodeName', this);
    },
  });
}
