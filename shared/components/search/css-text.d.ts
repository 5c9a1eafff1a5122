// Stylesheets imported as text (`with { type: 'text' }`, an esbuild import attribute) by the
// lazily loaded date picker chunk, which adopts them through the CSSOM.
declare module 'react-datepicker/dist/react-datepicker.min.css' {
  const css: string;
  export default css;
}
declare module '*/date-picker.css' {
  const css: string;
  export default css;
}
