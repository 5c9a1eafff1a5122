// The date picker's look (react-datepicker's own sheet, then ours), adopted into the document once,
// by whichever calendar comes first: the search's or a form's date field. Both load only in the
// browser; on the server this does nothing.
import pickerCss from 'react-datepicker/dist/react-datepicker.min.css' with { type: 'text' };
import ownCss from './date-picker.css' with { type: 'text' };

let adopted = false;

export function adoptDatePickerStyles(): void {
  if (adopted || typeof document === 'undefined') return;
  adopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`${pickerCss}\n${ownCss}`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
