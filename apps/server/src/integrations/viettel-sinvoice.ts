import type { EInvoiceSettings } from '../config.js';
import {
  type EInvoiceProvider,
  EInvoiceRefused,
  EInvoiceUnavailable,
  type IssuedEInvoice,
} from './e-invoice-provider.js';
import { sinvoiceCreateRequest } from './viettel-sinvoice-request.js';

/** Viettel advises waiting 60 to 90 seconds for an answer before looking the invoice up. */
const TIMEOUT_MS = 90_000;

interface SinvoiceResult {
  invoiceNo?: string | null;
  reservationCode?: string | null;
  transactionID?: string | null;
}

/** What SInvoice answers: `errorCode`/`description` on some failures, `code`/`message`/`data` on others. */
interface SinvoiceAnswer {
  errorCode?: string | null;
  description?: string | null;
  code?: number | string | null;
  message?: string | null;
  data?: unknown;
  error?: string | null;
  result?: unknown;
  fileToBytes?: string | null;
  fileName?: string | null;
}

/** The symbol of a refusal (`INVOICE_SERIAL_NOT_FOUND`) and its words, as the admins will read them. */
function refusalOf(answer: SinvoiceAnswer): { symbol: string; words: string } | null {
  const symbol = answer.errorCode || (answer.code && answer.message) || answer.error;
  if (!symbol) return null;
  const words = answer.description || (typeof answer.data === 'string' ? answer.data : '') || '';
  return { symbol: String(symbol), words };
}

function issuedOf(result: SinvoiceResult | undefined): IssuedEInvoice | null {
  if (!result?.invoiceNo) return null;
  return {
    invoiceNo: result.invoiceNo,
    lookupCode: result.reservationCode || null,
    providerInvoiceId: result.transactionID || null,
  };
}

type Body = { json: unknown } | { form: Record<string, string> };

/**
 * Viettel SInvoice (decision 037), after its published web-service description and the maintained
 * integrations (Odoo's l10n_vn_edi_viettel): log in for a token sent as the `access_token` cookie,
 * log in again when it has expired (SInvoice answers HTTP 500 `GENERAL`), and tell a refusal from
 * an outage. The same code talks to the stand-in (`E_INVOICE_PROVIDER=fake`).
 */
export function viettelSinvoice(settings: EInvoiceSettings, supplierTaxCode: string): EInvoiceProvider {
  const base = settings.apiUrl;
  let token: { value: string; until: number } | undefined;

  async function logIn(): Promise<string> {
    const answer = await send(settings.authUrl, {
      json: { username: settings.username, password: settings.password },
    });
    if (answer.status === 401 || answer.status === 400) {
      throw new EInvoiceRefused('SInvoice refused the username or password (E_INVOICE_USERNAME, E_INVOICE_PASSWORD).');
    }
    const body = answer.body as { access_token?: string; expires_in?: number };
    if (!answer.ok || !body.access_token)
      throw new EInvoiceUnavailable(`SInvoice's login answered HTTP ${answer.status}.`);
    token = { value: body.access_token, until: Date.now() + Math.max((body.expires_in ?? 300) - 30, 10) * 1000 };
    return token.value;
  }

  async function send(url: string, body: Body, cookie?: string) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'json' in body ? 'application/json' : 'application/x-www-form-urlencoded',
          ...(cookie && { cookie: `access_token=${cookie}` }),
        },
        body: 'json' in body ? JSON.stringify(body.json) : new URLSearchParams(body.form).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new EInvoiceUnavailable(`SInvoice could not be reached: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { ok: response.ok, status: response.status, body: parsed, text };
  }

  /** One call with a valid token: logs in again once when SInvoice says the token has expired. */
  async function call(path: string, body: Body): Promise<SinvoiceAnswer> {
    let answer = await send(`${base}${path}`, body, token && token.until > Date.now() ? token.value : await logIn());
    const expired = (a: typeof answer) =>
      a.status === 401 || (a.status === 500 && (a.body as SinvoiceAnswer | undefined)?.message === 'GENERAL');
    if (expired(answer)) answer = await send(`${base}${path}`, body, await logIn());
    if (typeof answer.body !== 'object' || answer.body === null) {
      throw new EInvoiceUnavailable(
        `SInvoice answered HTTP ${answer.status} with no JSON: ${answer.text.slice(0, 200)}`,
      );
    }
    const parsed = answer.body as SinvoiceAnswer;
    const refusal = refusalOf(parsed);
    if (answer.status >= 500 || expired(answer)) {
      throw new EInvoiceUnavailable(
        `SInvoice answered HTTP ${answer.status}: ${refusal?.symbol ?? ''} ${refusal?.words ?? ''}`.trim(),
      );
    }
    if (refusal || !answer.ok) {
      const symbol = refusal?.symbol ?? `HTTP ${answer.status}`;
      throw new EInvoiceRefused(`${symbol}: ${refusal?.words ?? ''}`.trim(), refusal?.symbol);
    }
    return parsed;
  }

  const symbolOf = (error: unknown) => (error instanceof EInvoiceRefused ? error.code : undefined);

  async function find(transactionUuid: string): Promise<IssuedEInvoice | null> {
    try {
      const answer = await call('InvoiceAPI/InvoiceWS/searchInvoiceByTransactionUuid', {
        form: { supplierTaxCode, transactionUuid },
      });
      return issuedOf(Array.isArray(answer.result) ? (answer.result[0] as SinvoiceResult) : undefined);
    } catch (error) {
      if (symbolOf(error) === 'NOT_FOUND_DATA') return null;
      throw error;
    }
  }

  return {
    find,
    issue: async (document) => {
      try {
        const answer = await call(`InvoiceAPI/InvoiceWS/createInvoice/${encodeURIComponent(supplierTaxCode)}`, {
          json: sinvoiceCreateRequest(document),
        });
        const issued = issuedOf(answer.result as SinvoiceResult | undefined);
        // SInvoice numbers some invoices a moment later: the look-up by transaction id finds the number.
        return issued ?? (await find(document.transactionUuid)) ?? unnumbered();
      } catch (error) {
        // Issued already under this transaction id (a send whose answer was lost): that invoice is the answer.
        if (symbolOf(error) !== 'TRANSACTION_UUID_INVALID') throw error;
        return (await find(document.transactionUuid)) ?? unnumbered();
      }
    },
    file: async ({ invoiceNo, templateCode, transactionUuid }, type) => {
      const answer = await call('InvoiceAPI/InvoiceUtilsWS/getInvoiceRepresentationFile', {
        json: { supplierTaxCode, invoiceNo, templateCode, transactionUuid, fileType: type === 'pdf' ? 'PDF' : 'ZIP' },
      });
      if (!answer.fileToBytes) return null;
      return {
        bytes: Buffer.from(answer.fileToBytes, 'base64'),
        // The invoice's XML comes inside a ZIP, with its stylesheet.
        contentType: type === 'pdf' ? 'application/pdf' : 'application/zip',
        fileName: `${invoiceNo.replace(/[^0-9A-Za-z-]/g, '_')}.${type === 'pdf' ? 'pdf' : 'zip'}`,
      };
    },
  };
}

function unnumbered(): never {
  throw new EInvoiceUnavailable('SInvoice took the invoice but has not numbered it yet.');
}
