import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const SetTitleContext = createContext<(title: string | null) => void>(() => undefined);
const TitleContext = createContext<string | null>(null);

/** Holds the title the current page gives itself (header on mobile, document title). */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState<string | null>(null);
  return (
    <SetTitleContext.Provider value={setTitle}>
      <TitleContext.Provider value={title}>{children}</TitleContext.Provider>
    </SetTitleContext.Provider>
  );
}

export function usePageTitleValue(): string | null {
  return useContext(TitleContext);
}

/** A page names itself: the browser tab reads "<title> · Cuvée", the mobile header shows it. */
export function usePageTitle(title: string): void {
  const set = useContext(SetTitleContext);
  useEffect(() => {
    set(title);
    document.title = `${title} · Cuvée`;
    return () => set(null);
  }, [title, set]);
}
