import { describe, expect, it } from 'vitest';
import type { PlaceData } from '#shared/schemas/places.ts';
import { minPlaces, placeProblems, questionsAbout, type PlaceQuestion } from './places-check.ts';

const TODAY = '2026-11-27';

const place = (i: number, over: Partial<PlaceData> = {}): PlaceData => ({
  id: `place-${i}`,
  name: `Place ${i}`,
  kind: 'attraction',
  address: `${i} Main Street, Carlow`,
  lat: 52.8365 + i * 0.002,
  lng: -6.9341 + i * 0.002,
  about: 'Beside the river, off the N80 roundabout.',
  source: 'Carlow County Council: places (carlow.ie)',
  verified: '2026-11-27',
  ...over,
});

/** A county file that passes: 15 places, 3 towns, an emergency department served from outside. */
function carlow(): PlaceData[] {
  return [
    place(0, { kind: 'town', name: 'Carlow' }),
    place(1, { kind: 'town', name: 'Tullow' }),
    place(2, { kind: 'town', name: 'Bagenalstown' }),
    place(3, { kind: 'hospital-ed', name: "St Luke's General Hospital", lat: 52.6665, lng: -7.2623, outside: true }),
    ...Array.from({ length: 12 }, (_, i) => place(10 + i)),
  ];
}

const question = (id: string, text: string, key: string, category: PlaceQuestion['category'] = 'attractions'): PlaceQuestion => ({ id, text, options: [key, 'b', 'c', 'd'], answer: 0, category });

describe('places check', () => {
  it('passes a sound county', () => {
    expect(placeProblems('carlow', carlow(), [], TODAY)).toEqual([]);
    expect(minPlaces('dublin')).toBe(80);
    expect(minPlaces('cork')).toBe(30);
    expect(minPlaces('carlow')).toBe(15);
  });

  it('rejects a place outside Ireland, and says a swapped longitude sign is the usual cause', () => {
    const wrong = carlow().map((p, i) => (i === 5 ? { ...p, lng: 6.93 } : p));
    expect(placeProblems('carlow', wrong, [], TODAY)).toEqual([expect.stringMatching(/place-11: 52.*6\.93 is not in Ireland \(is the longitude's sign right/)]);
  });

  it('rejects a place far from its county unless it is marked as serving it from outside', () => {
    const galwayInCarlow = carlow().map((p, i) => (i === 5 ? { ...p, lat: 53.27, lng: -9.05 } : p));
    expect(placeProblems('carlow', galwayInCarlow, [], TODAY)).toEqual([expect.stringMatching(/place-11: \d+ km from the county's centre, at most 45 km \(a place in another county/)]);
    const unmarked = carlow().map((p) => ({ ...p, outside: undefined }));
    // St Luke's, Kilkenny, is 35 km out: inside Carlow's reach even unmarked; far beyond it, marking does not help.
    expect(placeProblems('carlow', unmarked, [], TODAY)).toEqual([]);
    const tooFar = carlow().map((p, i) => (i === 3 ? { ...p, lat: 54.27, lng: -8.47 } : p));
    expect(placeProblems('carlow', tooFar, [], TODAY)).toEqual([expect.stringMatching(/place-3: \d+ km from the county's centre, at most 105 km$/)]);
  });

  it('rejects a place without a specific source, a date out of range, and a one-way direction on anything but a street', () => {
    const bad = carlow().map((p, i) => (i === 10 ? { ...p, source: 'Wikivoyage: Carlow' } : i === 11 ? { ...p, verified: '2027-01-01' } : i === 12 ? { ...p, oneWay: 'northbound' as const } : p));
    const problems = placeProblems('carlow', bad, [], TODAY);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/place-16: source "Wikivoyage: Carlow" is a general guide or mirror/);
    expect(problems[1]).toMatch(/place-17: verified 2027-01-01 must be a day from 2025-01-01 to today/);
    expect(problems[2]).toMatch(/place-18: oneWay belongs on a street/);
  });

  it('counts only the county’s own places toward its minimum, and wants towns and an emergency department', () => {
    const few = carlow().slice(0, 10);
    expect(placeProblems('carlow', few, [], TODAY)).toEqual([expect.stringMatching(/9 places in the county, at least 15 needed/)]);
    const noTowns = carlow().map((p) => (p.kind === 'town' ? { ...p, kind: 'attraction' as const } : p));
    expect(placeProblems('carlow', noTowns, [], TODAY)).toEqual([expect.stringMatching(/0 towns, at least 3 needed/)]);
    const noEd = carlow().map((p) => (p.kind === 'hospital-ed' ? { ...p, kind: 'hospital' as const } : p));
    expect(placeProblems('carlow', noEd, [], TODAY)).toEqual([expect.stringMatching(/no hospital with an emergency department/)]);
    const dup = [...carlow(), place(10)];
    expect(placeProblems('carlow', dup, [], TODAY)).toEqual([expect.stringMatching(/place-10: duplicate id/)]);
  });

  it('wants a kind of place on the map that the county’s questions keep asking about', () => {
    const venues = [1, 2, 3].map((i) => question(`c-carlow-00${i}`, `Which venue is ${i}?`, 'Netwatch Cullen Park', 'venues'));
    expect(placeProblems('carlow', carlow(), venues, TODAY)).toEqual([expect.stringMatching(/ask about venues \(3\) but the map has no venue$/)]);
    expect(placeProblems('carlow', carlow(), venues.slice(0, 2), TODAY)).toEqual([]);
    const withVenue = carlow().map((p, i) => (i === 4 ? { ...p, kind: 'venue' as const } : p));
    expect(placeProblems('carlow', withVenue, venues, TODAY)).toEqual([]);
    // Roads are drawn by the tiles: motorway questions need no junction marker.
    const roads = [1, 2, 3].map((i) => question(`c-carlow-01${i}`, `Which motorway ${i}?`, 'M9', 'roads'));
    expect(placeProblems('carlow', carlow(), roads, TODAY)).toEqual([]);
  });

  it('links a place to the questions whose stem or key names it, by whole words and aliases', () => {
    const qs = [
      question('c-1', 'Which hospital is on Beaumont Road?', 'Beaumont Hospital'),
      question('c-2', 'Where is the Mater Misericordiae?', 'Eccles Street'),
      question('c-3', 'Which of these is a Beaumontville street?', 'Beaumontville Avenue'),
      question('c-4', 'Where is the emergency department of the Mater?', 'Eccles Street'),
      question('c-5', 'Which hospital is in Glasnevin?', 'Bon Secours', 'hospitals'),
    ];
    const hospital = { kind: 'hospital-ed' as const };
    expect(questionsAbout({ ...hospital, name: 'Beaumont Hospital' }, qs)).toEqual(['c-1']);
    expect(questionsAbout({ ...hospital, name: 'Mater Misericordiae University Hospital', aliases: ['the Mater', 'Mater Misericordiae'] }, qs)).toEqual(['c-2', 'c-4']);
    expect(questionsAbout({ ...hospital, name: 'Bon Secours Hospital', aliases: ['Bon Secours'] }, qs)).toEqual(['c-5']);
    // A short alias would link everything: names under four letters never link.
    expect(questionsAbout({ ...hospital, name: 'Mat', aliases: ['UHG'] }, qs)).toEqual([]);
    // Questions keyed on the place come first, and one drill counts toward three at most.
    const heuston = [1, 2, 3, 4].map((i) => question(`h-${i}`, `From Heuston, which way to place ${i}?`, `Road ${i}`)).concat(question('h-5', 'Which station serves Cork trains?', 'Heuston'));
    expect(questionsAbout({ kind: 'rail-station', name: 'Heuston' }, heuston)).toEqual(['h-5', 'h-1', 'h-2']);
    // A town is named in half the county's stems: it links to none.
    expect(questionsAbout({ kind: 'town', name: 'Beaumont Hospital' }, qs)).toEqual([]);
  });
});
