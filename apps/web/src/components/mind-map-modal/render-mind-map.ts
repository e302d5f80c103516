// The only module that imports mind-elixir: loaded with `import()` when a mind-map modal opens,
// so the library and its stylesheet stay in a lazy chunk of their own.
import MindElixir, { type MindElixirData } from 'mind-elixir';
import 'mind-elixir/style.css';

export interface DrawnMindMap {
  /** Scales and centres the whole map into its box (again, e.g. once an opening animation ends). */
  fit: () => void;
  destroy: () => void;
}

/** Draws a read-only map into `el`, fitted into it. */
export function renderMindMap(el: HTMLElement, data: MindElixirData): DrawnMindMap {
  const mind = new MindElixir({
    el,
    direction: MindElixir.RIGHT,
    editable: false,
    draggable: false,
    contextMenu: false,
    keypress: false,
    allowUndo: false,
    toolBar: true,
    alignment: 'nodes',
  });
  mind.init(data);
  // scaleFit centres the whole map (toCenter would centre the root and push the targets out).
  const fit = () => mind.scaleFit();
  fit();
  return { fit, destroy: () => mind.destroy() };
}
