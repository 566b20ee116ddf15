// The contract suite: `npm run contract [-- <base url>]`. Walks every operation of openapi.yaml
// against a running server and checks each answer's status and body against the contract.
// Base URL: the argument, else CONTRACT_BASE_URL, else http://127.0.0.1:4010 (`npm run mock`).
// OTP codes come from the mock's /__mock/outbox; against a real backend set CONTRACT_OTP to a
// code it accepts, or the signed-in steps are skipped with a note. CONTRACT_APP_KEY sets X-App-Key.
import { runContract } from './contract/journey.ts'
import { formatReport } from './contract/report.ts'

const baseUrl = process.argv[2] ?? process.env.CONTRACT_BASE_URL ?? 'http://127.0.0.1:4010'

const report = await runContract({
  baseUrl,
  appKey: process.env.CONTRACT_APP_KEY,
  otp: process.env.CONTRACT_OTP,
})
console.log(formatReport(report))
process.exitCode = report.passed ? 0 : 1
