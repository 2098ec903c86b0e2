/** A range of business days (`YYYY-MM-DD`, both ends included) cut where the month counts can answer. */
export interface MonthsAndDays {
  /** The first days of the first and last calendar months wholly inside the range, if any is. */
  months: { first: string; last: string } | null;
  /** The days left at either end, as ranges of days: counted from the sale records themselves. */
  days: { from: string; to: string }[];
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const utc = (text: string) => new Date(`${text}T00:00:00Z`);
const addDays = (text: string, count: number) => {
  const date = utc(text);
  date.setUTCDate(date.getUTCDate() + count);
  return day(date);
};

/**
 * Cuts [from, to] into the whole months inside it and the partial days at its ends: a year's
 * report sums twelve month counts instead of counting its rows again for every page.
 */
export function monthsAndDays(from: string, to: string): MonthsAndDays {
  const fromDate = utc(from);
  const firstWhole =
    fromDate.getUTCDate() === 1
      ? from
      : day(new Date(Date.UTC(fromDate.getUTCFullYear(), fromDate.getUTCMonth() + 1, 1)));
  const toDate = utc(to);
  const lastOfToMonth = day(new Date(Date.UTC(toDate.getUTCFullYear(), toDate.getUTCMonth() + 1, 0)));
  // The last day of the last whole month: `to` itself when it ends its month, else the end of the month before.
  const lastWholeEnd =
    to === lastOfToMonth ? to : day(new Date(Date.UTC(toDate.getUTCFullYear(), toDate.getUTCMonth(), 0)));
  if (firstWhole > lastWholeEnd) return { months: null, days: [{ from, to }] };
  const days: MonthsAndDays['days'] = [];
  if (from < firstWhole) days.push({ from, to: addDays(firstWhole, -1) });
  if (lastWholeEnd < to) days.push({ from: addDays(lastWholeEnd, 1), to });
  return { months: { first: firstWhole, last: `${lastWholeEnd.slice(0, 7)}-01` }, days };
}
