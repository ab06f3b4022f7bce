/** Navigation for code outside React (the HTTP client's logout): the router registers itself here. */
let navigator: ((path: string) => void) | undefined;

export function registerNavigator(navigate: (path: string) => void): void {
  navigator = navigate;
}

export function navigateTo(path: string): void {
  if (navigator) navigator(path);
  else window.location.assign(path);
}
