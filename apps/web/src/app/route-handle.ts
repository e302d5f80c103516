/** `handle` of a route: its title key in the locale files. */
export interface RouteHandle {
  title?:
    'title.login' | 'title.register' | 'title.forget' | 'title.activate' | 'title.orders' | 'title.not_found';
}
