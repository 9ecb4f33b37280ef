/** Shared by the settlement tests (issue 21). */
import { writeTransaction } from "~/models/transaction.server";
import { setChannelFee } from "~/models/settlement.server";

export { getPayment } from "~/models/payment.server";

/** Sets a channel's expected fees (what an administrator's fee table holds). */
export const setChannelFeeForTest = (channel: string, channelFee: number, mpsFee: number) => writeTransaction((tx) => setChannelFee(tx, channel, channelFee, mpsFee));
