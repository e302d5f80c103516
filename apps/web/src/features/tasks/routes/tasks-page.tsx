/** The export tasks list. */
export function TasksPage() {
  return null;
}
