/** Full-page navigations, in one module so that tests can observe them. */
export function reloadPage(): void {
  window.location.reload();
}

export function goHome(): void {
  window.location.assign('/');
}
