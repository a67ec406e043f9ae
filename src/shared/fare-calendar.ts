import { PUBLIC_HOLIDAYS, RATE_WINDOWS, RATES, type HolidayRule, type RateKey } from './fares-data.ts';

/**
 * Which rate a taxi meter is on at an Irish local date and time (issue 33): the rate windows of
 * the Maximum Fares Order and Ireland's public holidays, for any year. Pure calendar arithmetic
 * on the local wall-clock time, so it gives the same answer on any device in any time zone.
 */

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Reads `YYYY-MM-DDTHH:mm`; anything else (or a day that does not exist) is a RangeError. */
export function parseLocal(local: string): LocalTime {
  const m = LOCAL.exec(local);
  if (!m) throw new RangeError(`Not a local date and time (YYYY-MM-DDTHH:mm): ${local}`);
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59) {
    throw new RangeError(`No such date and time: ${local}`);
  }
  return { year, month, day, hour, minute, weekday: weekdayOf(year, month, day) };
}

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
export const isoLocal = (t: Omit<LocalTime, 'weekday'>) => `${isoDay(t.year, t.month, t.day)}T${pad(t.hour)}:${pad(t.minute)}`;

/** Easter Sunday in the Gregorian calendar (the Meeus/Jones/Butcher algorithm). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

function firstMonday(year: number, month: number): number {
  return 1 + ((8 - weekdayOf(year, month, 1)) % 7);
}

function holidayDay(year: number, rule: HolidayRule): { month: number; day: number } {
  switch (rule.kind) {
    case 'fixed':
      return { month: rule.month, day: rule.day };
    case 'first-monday':
      return { month: rule.month, day: firstMonday(year, rule.month) };
    case 'last-monday': {
      const last = daysInMonth(year, rule.month);
      return { month: rule.month, day: last - ((weekdayOf(year, rule.month, last) + 6) % 7) };
    }
    case 'easter-monday': {
      const easter = easterSunday(year);
      const monday = new Date(Date.UTC(year, easter.month - 1, easter.day + 1));
      return { month: monday.getUTCMonth() + 1, day: monday.getUTCDate() };
    }
    case 'st-brigid':
      return { month: 2, day: weekdayOf(year, 2, 1) === 5 ? 1 : firstMonday(year, 2) };
  }
}

/** The year's public holidays in date order, as `YYYY-MM-DD`. */
export function publicHolidays(year: number): { date: string; name: string }[] {
  return PUBLIC_HOLIDAYS.value
    .filter((h) => h.since === undefined || year >= h.since)
    .map((h) => {
      const { month, day } = holidayDay(year, h.rule);
      return { date: isoDay(year, month, day), name: h.name };
    })
    .sort((x, y) => x.date.localeCompare(y.date));
}

/** The public holiday on a day (`YYYY-MM-DD`), or null. */
export function publicHoliday(date: string): string | null {
  const year = Number(date.slice(0, 4));
  return publicHolidays(year).find((h) => h.date === date)?.name ?? null;
}

export interface RateWindow {
  rate: RateKey;
  /** Why, in one short sentence a learner can read aloud. */
  reason: string;
}

/** Minutes since 1 January of the year, so windows that span days compare simply. */
const stamp = (month: number, day: number, hour: number, minute = 0) => {
  const before = Array.from({ length: month - 1 }, (_, i) => daysInMonth(2001, i + 1)).reduce((s, n) => s + n, 0);
  return ((before + day - 1) * 24 + hour) * 60 + minute;
};

/** The rate window an Irish local time falls in, and why. */
export function rateWindow(local: string): RateWindow {
  const t = parseLocal(local);
  const now = stamp(t.month, t.day, t.hour, t.minute);
  for (const season of RATE_WINDOWS.seasons.value) {
    const from = stamp(season.from.month, season.from.day, season.from.hour);
    const to = stamp(season.to.month, season.to.day, season.to.hour);
    // New Year's window runs over the turn of the year: from its start to the year's end, or from 1 January to its end.
    const inside = from < to ? now >= from && now < to : now >= from || now < to;
    if (inside) {
      const { from: f, to: e } = season;
      return { rate: 'special', reason: `${season.name}: from ${hourText(f.hour)} on ${f.day} ${MONTHS[f.month - 1]} to ${hourText(e.hour)} on ${e.day} ${MONTHS[e.month - 1]} is the special rate.` };
    }
  }
  const nights = RATE_WINDOWS.weekendNights.value;
  if (nights.weekdays.includes(t.weekday) && t.hour >= nights.fromHour && t.hour < nights.toHour) {
    return { rate: 'special', reason: `From ${hourText(nights.fromHour)} to ${hourText(nights.toHour)} on a ${WEEKDAYS[t.weekday]} morning is the special rate.` };
  }
  const holiday = publicHoliday(isoDay(t.year, t.month, t.day));
  if (holiday) return { rate: 'premium', reason: `${holiday} is a public holiday: the premium rate applies all day.` };
  if (t.weekday === 0) return { rate: 'premium', reason: 'Sunday is the premium rate all day.' };
  const { dayStartHour, dayEndHour } = RATE_WINDOWS.day.value;
  if (t.hour < dayStartHour || t.hour >= dayEndHour) return { rate: 'premium', reason: `Before ${hourText(dayStartHour)} and from ${hourText(dayEndHour)} is the premium rate.` };
  return { rate: 'standard', reason: `${hourText(dayStartHour)} to ${hourText(dayEndHour)}, Monday to Saturday, not a public holiday, is the standard rate.` };
}

/** 20 → "8 pm", 0 → "midnight": hours as the manual writes them. */
export function hourText(hour: number): string {
  if (hour === 0) return 'midnight';
  if (hour === 12) return 'noon';
  return hour < 12 ? `${hour} am` : `${hour - 12} pm`;
}

/** The three windows in a line each, worded from the data, for worked answers and the trainer. */
export const RATE_RULES: readonly string[] = (() => {
  const { dayStartHour: start, dayEndHour: end } = RATE_WINDOWS.day.value;
  const nights = RATE_WINDOWS.weekendNights.value;
  const seasons = RATE_WINDOWS.seasons.value.map((s) => `${hourText(s.from.hour)} on ${s.from.day} ${MONTH_NAMES[s.from.month - 1]} to ${hourText(s.to.hour)} on ${s.to.day} ${MONTH_NAMES[s.to.month - 1]}`);
  const days = nights.weekdays.map((d) => DAY_NAMES[d]).join(' and ');
  const name = (rate: RateKey) => `${RATES[rate].label} (${RATES[rate].meterNumber})`;
  return [
    `${name('standard')}: ${hourText(start)} to ${hourText(end)}, Monday to Saturday, except public holidays.`,
    `${name('premium')}: ${hourText(end)} to ${hourText(start)}, all day Sunday, and all day on public holidays.`,
    `${name('special')}: ${hourText(nights.fromHour)} to ${hourText(nights.toHour)} on ${days} mornings; ${seasons.join('; ')}.`,
  ];
})();

export const WEEKDAYS = DAY_NAMES;
export const MONTHS = MONTH_NAMES;

/** "Friday 24 December 2027 at 20:00": a local time as a learner reads it. */
export function describeLocal(local: string): string {
  const t = parseLocal(local);
  return `${WEEKDAYS[t.weekday]} ${t.day} ${MONTHS[t.month - 1]} ${t.year} at ${pad(t.hour)}:${pad(t.minute)}`;
}
