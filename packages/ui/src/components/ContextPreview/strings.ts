export const contextPreviewStrings = {
  title: 'Context preview',
  date: 'Date',
  location: 'Location',
  blocks: 'Blocks',
  weather: 'Weather',
  size: 'Size',
  noWeather: 'No weather data',
  sizeKb: (kb: number) => `${kb.toFixed(1)} KB`,
} as const;
