/** Header popover listing the export tasks. */
export function TaskPopover() {
  return null;
}
