import { idParamsSchema, pageOf } from '../schemas/common.js';
import {
  correctEInvoiceRequestSchema,
  eInvoiceFileQuerySchema,
  eInvoiceListQuerySchema,
  eInvoiceSchema,
  exchangeRateParamsSchema,
  exchangeRateSchema,
  exchangeRatesSchema,
  myEInvoiceSchema,
  setExchangeRateRequestSchema,
} from '../schemas/e-invoices.js';
import { z } from 'zod';
import { API_PATHS } from './api-paths.js';
import { NO_JSON, operation } from './operation.js';

/** Legal Vietnamese e-invoices for paid orders (decision 037), and the exchange rates USD orders need. */
export const eInvoices = {
  listEInvoices: operation({
    ...API_PATHS.eInvoices.listEInvoices,
    access: 'admin',
    summary: 'Every e-invoice, newest first, 50 to a page, by status and by order, buyer or invoice number',
    query: eInvoiceListQuerySchema,
    responses: { 200: pageOf(eInvoiceSchema) },
  }),
  listMyEInvoices: operation({
    ...API_PATHS.eInvoices.listMyEInvoices,
    access: 'user',
    summary: "The signed-in buyer's e-invoices, newest first",
    responses: { 200: z.array(myEInvoiceSchema) },
  }),
  retryEInvoice: operation({
    ...API_PATHS.eInvoices.retryEInvoice,
    access: 'admin',
    summary: 'Send a refused e-invoice again, once its cause is corrected',
    params: idParamsSchema,
    responses: { 200: eInvoiceSchema },
  }),
  correctEInvoice: operation({
    ...API_PATHS.eInvoices.correctEInvoice,
    access: 'admin',
    summary:
      "Correct an issued e-invoice's buyer by a replacement or an information adjustment, on an agreement with the buyer; nothing is cancelled",
    params: idParamsSchema,
    body: correctEInvoiceRequestSchema,
    responses: { 201: eInvoiceSchema },
  }),
  getEInvoiceFile: operation({
    ...API_PATHS.eInvoices.getEInvoiceFile,
    access: 'user',
    summary: "An issued e-invoice's PDF, or its XML (as the provider packs it), for its buyer or an admin",
    params: idParamsSchema,
    query: eInvoiceFileQuerySchema,
    responses: { 200: NO_JSON },
  }),
  listExchangeRates: operation({
    ...API_PATHS.eInvoices.listExchangeRates,
    access: 'admin',
    summary: 'The exchange rates of the last 60 days, and the days invoices wait for',
    responses: { 200: exchangeRatesSchema },
  }),
  setExchangeRate: operation({
    ...API_PATHS.eInvoices.setExchangeRate,
    access: 'admin',
    summary: "Set a day's dong per US dollar; invoices waiting for it are sent at once",
    params: exchangeRateParamsSchema,
    body: setExchangeRateRequestSchema,
    responses: { 200: exchangeRateSchema },
  }),
};
