/**
 * Saves a file the API answered (a PDF, a calendar file) under `fileName`, through a hidden
 * link, as the browser's own download does.
 */
export function saveFile(blob: Blob, fileName: string, fallbackType: string): void {
  const url = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: fallbackType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The browser reads the object URL asynchronously once the click has been handled.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
