import type { ExportFile } from '../data/entity-source';

/** Saves a downloaded file on the person's machine under its name (a temporary link, clicked and revoked). */
export function downloadFile({ blob, fileName }: ExportFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
