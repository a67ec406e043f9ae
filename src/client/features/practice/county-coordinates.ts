import { OTHER_COUNTIES, type CountyOption } from '#shared/practice-tests.ts';

/** Approximate centre of each county town (latitude, longitude), for the map embed. */
const COUNTY_TOWNS: Record<Exclude<CountyOption, typeof OTHER_COUNTIES>, readonly [number, number]> = {
  Dublin: [53.35, -6.26],
  Carlow: [52.84, -6.93],
  Cavan: [53.99, -7.36],
  Clare: [52.84, -8.98], // Ennis
  Cork: [51.9, -8.47],
  Donegal: [54.83, -7.48], // Lifford
  Galway: [53.27, -9.05],
  Kerry: [52.27, -9.7], // Tralee
  Kildare: [53.22, -6.66], // Naas
  Kilkenny: [52.65, -7.25],
  Laois: [53.03, -7.3], // Portlaoise
  Leitrim: [53.95, -8.09], // Carrick-on-Shannon
  Limerick: [52.66, -8.63],
  Longford: [53.73, -7.8],
  Louth: [54.0, -6.4], // Dundalk
  Mayo: [53.86, -9.3], // Castlebar
  Meath: [53.65, -6.68], // Navan
  Monaghan: [54.25, -6.97],
  Offaly: [53.27, -7.49], // Tullamore
  Roscommon: [53.63, -8.19],
  Sligo: [54.27, -8.47],
  Tipperary: [52.36, -7.7], // Clonmel
  Waterford: [52.26, -7.11],
  Westmeath: [53.53, -7.34], // Mullingar
  Wexford: [52.34, -6.46],
  Wicklow: [52.98, -6.04],
};

const LAT_SPAN = 0.35;
const LON_SPAN = 0.55;
/** The whole island, for Other Counties. */
const IRELAND_BBOX = '-10.7,51.3,-5.9,55.5';

/** minLon,minLat,maxLon,maxLat as OpenStreetMap's embed expects. */
export function countyBbox(county: CountyOption): string {
  if (county === OTHER_COUNTIES) return IRELAND_BBOX;
  const [lat, lon] = COUNTY_TOWNS[county];
  return [lon - LON_SPAN, lat - LAT_SPAN, lon + LON_SPAN, lat + LAT_SPAN].map((n) => n.toFixed(2)).join(',');
}

export function countyMapUrl(county: CountyOption): string {
  return `https://www.openstreetmap.org/export/embed.html?bbox=${countyBbox(county)}&layer=mapnik`;
}

/** The full OpenStreetMap site for the same area, for people who want to pan and zoom. */
export function countyMapLink(county: CountyOption): string {
  if (county === OTHER_COUNTIES) return 'https://www.openstreetmap.org/#map=7/53.4/-8.2';
  const [lat, lon] = COUNTY_TOWNS[county];
  return `https://www.openstreetmap.org/#map=10/${lat}/${lon}`;
}

export function countyMapTitle(county: CountyOption): string {
  return county === OTHER_COUNTIES ? 'Map of Ireland' : `Map of County ${county}`;
}
