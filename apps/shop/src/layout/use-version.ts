import { useEffect, useState } from 'react';
import { fetchVersion } from '../api/catalogue';

/** The front's version for the footer, beside the year. */
export function useVersion(): string | null {
  const [version, setVersion] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void fetchVersion().then((value) => {
      if (live) setVersion(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return version;
}
