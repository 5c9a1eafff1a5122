// Changing a stay's dates (reservation page, "Change Your Stay"): both dates are required and the
// check-out comes after the check-in. The platform checks the same rule when it quotes the change.
import { messages, type FieldErrors } from './messages.ts';

export interface ChangeStayValues {
  checkIn: string;
  checkOut: string;
  roomTypeCode: string;
}

/** `checkIn` and `checkOut` are 'YYYY-MM-DD' days (or '' when not given). */
export function validateChangeStay(values: ChangeStayValues): FieldErrors<keyof ChangeStayValues> {
  if (!values.checkIn) return { checkIn: messages.required };
  if (!values.checkOut) return { checkOut: messages.required };
  // 'YYYY-MM-DD' strings order as the dates do.
  if (values.checkOut <= values.checkIn) return { checkOut: messages.checkOutAfterCheckIn };
  return {};
}
