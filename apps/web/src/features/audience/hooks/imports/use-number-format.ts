import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Whole numbers with the language's grouping: 1,000,000 in en-GB. */
export function useNumberFormat(): (value: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
    return (value: number) => format.format(value);
  }, [i18n.language]);
}
