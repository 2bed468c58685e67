/**
 * Well-known verses for the verse of the day, one a day in turn. Chosen for comfort, hope and
 * encouragement across both Testaments; stored as OSIS so the text comes from the reader's own
 * translation.
 */
export const VERSES_OF_THE_DAY = [
  'John.3.16', 'Ps.23.1', 'Phil.4.6', 'Phil.4.7', 'Phil.4.13', 'Jer.29.11', 'Rom.8.28', 'Isa.40.31', 'Prov.3.5', 'Prov.3.6',
  'Josh.1.9', 'Ps.46.1', 'Ps.46.10', 'Matt.11.28', 'Matt.11.29', 'Isa.41.10', 'Rom.8.38', 'Rom.8.39', 'Ps.119.105', 'Lam.3.22',
  'Lam.3.23', '2Cor.5.17', '2Cor.12.9', 'Gal.5.22', 'Eph.2.8', 'Heb.11.1', 'Heb.13.5', 'Jas.1.5', '1Pet.5.7', '1John.4.18',
  '1John.1.9', 'Ps.27.1', 'Ps.34.18', 'Ps.37.4', 'Ps.55.22', 'Ps.91.1', 'Ps.121.1', 'Ps.121.2', 'Ps.139.14', 'Ps.147.3',
  'Isa.26.3', 'Isa.43.2', 'Isa.53.5', 'Mic.6.8', 'Zeph.3.17', 'Matt.5.16', 'Matt.6.33', 'Matt.6.34', 'Matt.28.20', 'Mark.10.27',
  'Luke.1.37', 'John.8.12', 'John.10.10', 'John.11.25', 'John.14.6', 'John.14.27', 'John.16.33', 'Rom.5.8', 'Rom.10.9', 'Rom.12.2',
  'Rom.15.13', '1Cor.13.4', '1Cor.13.13', '1Cor.10.13', 'Eph.3.20', 'Eph.4.32', 'Col.3.23', '1Thess.5.16', '1Thess.5.18', '2Tim.1.7',
  'Heb.4.16', 'Heb.12.1', 'Jas.1.17', '1Pet.2.9', 'Rev.21.4', 'Deut.31.6', 'Num.6.24', 'Ps.16.11', 'Ps.62.1', 'Ps.103.12',
] as const;

const DAY_MS = 86_400_000;

/** The same verse for everyone on a given calendar date (YYYY-MM-DD), changing each day. */
export function verseOfTheDayFor(date: string): string {
  const day = Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
  const index = ((day % VERSES_OF_THE_DAY.length) + VERSES_OF_THE_DAY.length) % VERSES_OF_THE_DAY.length;
  return VERSES_OF_THE_DAY[index] ?? 'John.3.16';
}
