import type { message } from 'antd';

type MessageApi = ReturnType<typeof message.useMessage>[0];
type Level = 'info' | 'success' | 'warning' | 'error';
export type Toaster = Pick<MessageApi, Level>;

// Like lib/notify: antd 6 static methods cannot read the ConfigProvider context, so the short
// messages (message.warning...) go through a `useMessage` instance the main layout mounts. Code
// outside React (a route loader) may ask before it exists: those wait in the queue.
// A text may be given as a function: it is then read when shown (its texts may still be loading).
type Content = string | (() => string);
let instance: Toaster | null = null;
const queue: Array<[Level, Content]> = [];
const text = (content: Content) => (typeof content === 'function' ? content() : content);

function show(level: Level, content: Content): void {
  if (instance) void instance[level](text(content));
  else queue.push([level, content]);
}

const proxy = {
  info: (content: Content) => show('info', content),
  success: (content: Content) => show('success', content),
  warning: (content: Content) => show('warning', content),
  error: (content: Content) => show('error', content),
};

/** Short antd messages from anywhere (works before the holder has mounted). */
export const toast = () => proxy;

export function registerToaster(api: Toaster): () => void {
  instance = api;
  for (const [level, content] of queue.splice(0)) void api[level](text(content));
  return () => {
    if (instance === api) instance = null;
  };
}
