/**
 * Dates as the product shows them: dd/mm/yyyy (en-IN). Formatted on the server in Indian time, so
 * the page reads the same wherever the server runs and hydration sees the same text.
 */
const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Asia/Kolkata',
});

export const formatDateTime = (date: Date) => dateTime.format(date);

const dateOnly = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export const formatDate = (date: Date) => dateOnly.format(date);
