/**
 * A file the user picked, as a `data:` URL: what the API's base64 uploads take. The browser encodes it;
 * spreading a photo's bytes into String.fromCharCode overflows the stack.
 */
export function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
