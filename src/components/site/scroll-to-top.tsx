'use client';

import { useEffect } from 'react';

/** Opens the page scrolled to the top (SPEC §2 service pages). */
export function ScrollToTop() {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);
  return null;
}
