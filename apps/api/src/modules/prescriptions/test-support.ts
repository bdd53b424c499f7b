export { prescriptionBody } from '../../test/care-relationship';
export { pdfText } from '../../test/pdf';
