/** Reloads the page. A module of its own so that tests can replace it. */
export function reloadPage(): void {
  location.reload();
}
