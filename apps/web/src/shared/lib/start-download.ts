/**
 * Starts a browser download of a same-origin URL (a signed one-minute link): a hidden anchor is
 * clicked, so the page stays where it is and the server's Content-Disposition names the file.
 */
export function startDownload(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
