// Types for the part of mt940js (1.3.5, plain JavaScript without typings) that the MT940 reader uses.
declare module "mt940js" {
  export type Mt940Transaction = {
    date: Date;
    entryDate: Date | "";
    amount: number;
    isReversal: boolean;
    currency: string;
    details: string;
    transactionType: string;
    reference: string;
    bankReference: string;
    extraDetails: string;
    fundsCode: string;
    structuredDetails?: Record<string, string>;
  };
  export type Mt940Statement = {
    transactionReference: string;
    accountIdentification: string;
    number: { statement: string; sequence: string; section: string };
    currency: string;
    openingBalance: number;
    closingBalance: number;
    transactions: Mt940Transaction[];
  };
  export class Parser {
    constructor(options?: { no86Structure?: boolean });
    parse(data: string, withTags?: boolean): Mt940Statement[];
  }
  const mt940js: { Parser: typeof Parser };
  export default mt940js;
}
