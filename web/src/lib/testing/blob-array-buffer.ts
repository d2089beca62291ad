/** jsdom's Blob lacks arrayBuffer (every browser has it): gives it one that reads as browsers do. */
export function giveBlobsArrayBuffer(): void {
  Blob.prototype.arrayBuffer ??= function (this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}
