export const BRAND = {
  name: 'SPSV Prep',
  tagline: "Ireland's SPSV licence course",
  manualEdition: '7.8',
} as const;
