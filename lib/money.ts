// The Indian English locale alone: the package's main entry loads its 100-odd locales (~50 ms).
import { ToWords } from 'to-words/en-IN';

/**
 * Money as receipts print it: whole rupees in Indian digit grouping ("₹1,23,456") and in words
 * with lakh and crore ("One Lakh Twenty Three Thousand Four Hundred Fifty Six Rupees Only").
 */
const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const words = new ToWords();

export const formatRupees = (amount: number) => `₹${grouping.format(amount)}`;

export const rupeesInWords = (amount: number) => words.convert(amount, { currency: true });
