import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import { useEffect, useRef } from 'react';
import { GRID_COLUMNS, GRID_SIZE, type GridBounds } from '#shared/places.ts';

/** A point on the map: a place of the study map, or a drill's marker. */
export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  colour: string;
  /** Shown beside the marker when `labelled`, otherwise on hover and focus. */
  label: string;
  labelled?: boolean;
  selected?: boolean;
}

export interface LeafletMapProps {
  tiles: { url: string; attribution: string };
  bounds: GridBounds;
  points: readonly MapPoint[];
  /** Always drawn, named: with no tiles (offline, blocked) they are the map's landmarks. */
  towns: readonly { lat: number; lng: number; name: string }[];
  grid?: GridBounds | null;
  onSelect?: ((id: string) => void) | undefined;
  /** Open on these points (a tap drill's four markers) instead of the whole county. */
  fitPoints?: readonly { lat: number; lng: number }[] | undefined;
  /** Names the map for screen readers; the list beside it is their way in. */
  label: string;
}

const corners = (b: GridBounds): L.LatLngBoundsExpression => [
  [b.south, b.west],
  [b.north, b.east],
];

/**
 * The study map (issue 34), in its own lazy chunk with Leaflet: markers drawn as circles (no
 * images, nothing for the CSP to refuse), a metric scale bar, the tile server's attribution, and
 * for map reading a lettered and numbered grid. Without tiles the plain background still shows
 * every place and the county's towns.
 */
export default function LeafletMap({ tiles, bounds, points, towns, grid, onSelect, fitPoints, label }: LeafletMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layers = useRef<L.LayerGroup | null>(null);
  const select = useRef(onSelect);
  // Only where the map opens: the learner may pan and zoom after, and new points never refit it.
  const openOn = useRef(fitPoints);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    if (!element.current) return;
    const m = L.map(element.current, { zoomSnap: 0.5, attributionControl: true });
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18, subdomains: 'abc' }).addTo(m);
    L.control.scale({ metric: true, imperial: false, position: 'bottomleft' }).addTo(m);
    m.attributionControl.setPrefix(false);
    const fit = openOn.current;
    if (fit && fit.length > 1) m.fitBounds(L.latLngBounds(fit.map((p) => [p.lat, p.lng] as L.LatLngTuple)), { padding: [36, 36], maxZoom: 15 });
    else m.fitBounds(corners(bounds), { padding: [12, 12] });
    map.current = m;
    layers.current = L.layerGroup().addTo(m);
    return () => {
      m.remove();
      map.current = null;
      layers.current = null;
    };
    // The map is made once: another county or drill remounts it (by key).
  }, [tiles.url, tiles.attribution, bounds]);

  useEffect(() => {
    const group = layers.current;
    if (!group) return;
    group.clearLayers();
    if (grid) drawGrid(group, grid);
    for (const t of towns) {
      L.circleMarker([t.lat, t.lng], { radius: 4, color: '#1e293b', weight: 1, fillColor: '#1e293b', fillOpacity: 1, interactive: false })
        .bindTooltip(t.name, { permanent: true, direction: 'right', className: 'map-town-label', offset: [4, 0] })
        .addTo(group);
    }
    for (const p of points) {
      const marker = L.circleMarker([p.lat, p.lng], {
        radius: p.selected ? 13 : 10,
        color: p.selected ? '#0f172a' : '#ffffff',
        weight: p.selected ? 4 : 2,
        fillColor: p.colour,
        fillOpacity: 0.95,
      });
      marker.bindTooltip(p.label, { permanent: Boolean(p.labelled), direction: 'top', offset: [0, -8] });
      marker.on('click', () => select.current?.(p.id));
      marker.addTo(group);
    }
  }, [points, towns, grid]);

  return (
    <div className="relative isolate">
      <div ref={element} role="region" aria-label={label} className="map-canvas h-[60vh] min-h-72 w-full rounded-md border border-slate-300 sm:h-[28rem]" />
    </div>
  );
}

function drawGrid(group: L.LayerGroup, b: GridBounds) {
  const style = { color: '#334155', weight: 1, opacity: 0.7, interactive: false, dashArray: '4 4' };
  for (let i = 0; i <= GRID_SIZE; i += 1) {
    const lng = b.west + ((b.east - b.west) * i) / GRID_SIZE;
    const lat = b.north - ((b.north - b.south) * i) / GRID_SIZE;
    L.polyline(
      [
        [b.south, lng],
        [b.north, lng],
      ],
      style,
    ).addTo(group);
    L.polyline(
      [
        [lat, b.west],
        [lat, b.east],
      ],
      style,
    ).addTo(group);
  }
  const cellLng = (b.east - b.west) / GRID_SIZE;
  const cellLat = (b.north - b.south) / GRID_SIZE;
  GRID_COLUMNS.forEach((letter, i) => {
    L.tooltip({ permanent: true, direction: 'center', className: 'map-grid-label' })
      .setLatLng([b.north, b.west + cellLng * (i + 0.5)])
      .setContent(letter)
      .addTo(group);
  });
  for (let r = 0; r < GRID_SIZE; r += 1) {
    L.tooltip({ permanent: true, direction: 'center', className: 'map-grid-label' })
      .setLatLng([b.north - cellLat * (r + 0.5), b.west])
      .setContent(String(r + 1))
      .addTo(group);
  }
}
