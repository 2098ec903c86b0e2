/** The country select's options in a UI language, sorted at build time (build-plugins/country-options.ts). */
declare module 'virtual:country-options/*' {
  const options: { value: string; label: string }[];
  export default options;
}
