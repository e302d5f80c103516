/** `handle` of a route. */
export interface RouteHandle {
  /** Title key of an auth page in the common namespace. */
  title?: 'title.login' | 'title.register' | 'title.forget' | 'title.activate' | 'title.staff_activate';
  /** Name of the route in the contract's table (or of an error page): its title in `routes`. */
  route?: string;
  /** A page of the main layout: it gets a tab and stays mounted while its tab is open. */
  page?: boolean;
}
