'use client';

import { createContext, useContext } from 'react';

/**
 * Whose name a CSV export's file carries before the list's title ("Sri Ram College - Students.csv"):
 * the college's for its staff (issue 27 item 1), nothing elsewhere.
 */
const ExportNameContext = createContext('');

export function ExportNameProvider({ name, children }: { name: string; children: React.ReactNode }) {
  return <ExportNameContext.Provider value={name}>{children}</ExportNameContext.Provider>;
}

export const useExportName = () => useContext(ExportNameContext);
