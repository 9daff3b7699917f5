import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProgressStage } from '../lib/progress';

// Texts shared by the desktop popup, the mobile dialog and the results page (docs/product.md §2, §4, §8).

export const stageMessages: Record<ProgressStage, MessageDescriptor> = {
  starting: msg`Memulai pencarian...`,
  products: msg`Mencari produk...`,
  dealers: msg`Mencari dealer...`,
  articles: msg`Mencari artikel...`,
  finishing: msg`Menyelesaikan pencarian...`,
};

export const searchFailedMessage = msg`Terjadi kesalahan saat mencari`;
export const searchOfflineMessage = msg`Anda sedang offline. Periksa koneksi lalu coba lagi.`;

export const groupTitles = {
  products: msg`Produk`,
  dealers: msg`Dealer`,
  articles: msg`Artikel`,
};

export const emptyMessages = {
  products: msg`Produk tidak ditemukan`,
  dealers: msg`Dealer tidak ditemukan`,
  articles: msg`Artikel tidak ditemukan`,
};

/** The article categories the API sends (decision 010), as readers know them. */
const articleCategories: Record<string, MessageDescriptor> = {
  news: msg`Berita`,
  photography: msg`Fotografi`,
  videography: msg`Videografi`,
  sport: msg`Olahraga`,
  gadget: msg`Gadget`,
  event: msg`Kegiatan`,
};

export const articleCategoryMessage = (category: string): MessageDescriptor | undefined => articleCategories[category];

/** Popular searches of the tips panel (docs/product.md §2, §9). */
export const POPULAR_SEARCHES = ['Insta360', 'Hollyland', 'Kamera'] as const;
