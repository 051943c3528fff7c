import { createContext, use } from 'react';
import type { PageData } from '../../shared/page-data';

/** What the server rendered this page with (src/shared/page-data.ts); empty otherwise. */
export const PageDataContext = createContext<PageData>({});

export const usePageData = () => use(PageDataContext);
