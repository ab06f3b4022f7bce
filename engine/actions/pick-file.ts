/**
 * Asks the person for one file with a hidden file input; resolves undefined when they cancel (the `cancel` event,
 * or focus coming back with nothing chosen).
 */
export function pickFile(accept: string): Promise<File | undefined> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.style.display = 'none';
    let settled = false;
    const finish = (file: File | undefined) => {
      if (settled) return;
      settled = true;
      input.remove();
      resolve(file);
    };
    input.addEventListener('change', () => finish(input.files?.[0]));
    input.addEventListener('cancel', () => finish(undefined));
    document.body.appendChild(input);
    input.click();
  });
}
