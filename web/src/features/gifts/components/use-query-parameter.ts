import { useEffect, useState } from 'react';

/** A parameter of the address's query, read in the browser once hydrated ('' until then, or when absent). */
export function useQueryParameter(name: string): string {
  const [value, setValue] = useState('');
  useEffect(() => setValue(new URLSearchParams(window.location.search).get(name) ?? ''), [name]);
  return value;
}
