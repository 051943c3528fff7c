import { createContext, use } from 'react';
import type { PageData } from './page-data';

/** What the server rendered this page with (src/lib/page-data/page-data.ts); empty otherwise. */
export const PageDataContext = createContext<PageData>({});

export const usePageData = () => use(PageDataContext);
