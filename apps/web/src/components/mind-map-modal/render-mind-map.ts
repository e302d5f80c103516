// The only module that imports mind-elixir: loaded with `import()` when a mind-map modal opens,
// so the library and its stylesheet stay in a lazy chunk of their own.
import MindElixir, { type MindElixirData } from 'mind-elixir';
import 'mind-elixir/style.css';

/** Draws a read-only map into `el`; returns the clean-up. */
export function renderMindMap(el: HTMLElement, data: MindElixirData): () => void {
  const mind = new MindElixir({
    el,
    direction: MindElixir.RIGHT,
    editable: false,
    draggable: false,
    contextMenu: false,
    keypress: false,
    allowUndo: false,
    toolBar: true,
  });
  mind.init(data);
  mind.scaleFit();
  mind.toCenter();
  return () => mind.destroy();
}
