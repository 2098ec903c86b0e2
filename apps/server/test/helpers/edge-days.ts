/** Well-formed days every date field refuses: before 2000-01-01 or after 2100-12-31. */
export const DAYS_OUT_OF_RANGE = [
  '0000-01-01',
  '0001-01-01',
  '1899-12-30',
  '1970-01-01',
  '1999-12-31',
  '2101-01-01',
  '9999-12-31',
] as const;

/** The edges every date field accepts. */
export const DAYS_IN_RANGE = ['2000-01-01', '2000-02-29', '2100-12-31'] as const;

/** Strings that are not a day at all. */
export const NOT_DAYS = [
  '2100-02-29',
  '2024-13-01',
  '2024-1-1',
  '20240101',
  '+002024-01-01',
  '2024-01-01T00:00:00Z',
] as const;
