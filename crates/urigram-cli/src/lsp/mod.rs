//! `urigram lsp`: a language server on standard input and output that shows the grammar's errors in the editor.
//!
//! Built on rust-analyzer's `lsp-server` (message types) and `lsp-types` (the protocol's types) rather than an
//! async framework: checking a document is CPU-bound work that one thread does, so a plain loop over a channel
//! serves it, with no runtime to start and a small dependency tree that builds with the workspace's rust-version.
//!
//! Three threads: one reads frames ([`transport`]), one checks documents, and the main one owns the documents and
//! answers requests. Every change gives a document a new version; a check is handed the version it checks and
//! gives up between URIs as soon as that is no longer the latest, and its diagnostics are published only if the
//! document is still open at that version, so that stale work is dropped and never shown.

mod check;
pub mod document;
mod fix;
mod settings;
mod text;
mod transport;

use std::collections::HashMap;
use std::io::{self, BufReader, Write as _};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;

use lsp_server::{ErrorCode, Message, Notification, Request, RequestId, Response};
use lsp_types::notification::{self as notifications, Notification as _};
use lsp_types::request::{self as requests, Request as _};
use lsp_types::{
    CodeActionKind, CodeActionOptions, CodeActionProviderCapability, DocumentLinkOptions, HoverProviderCapability,
    InitializeParams, InitializeResult, MessageType, PublishDiagnosticsParams, ServerCapabilities, ServerInfo,
    ShowMessageParams, TextDocumentSyncCapability, TextDocumentSyncKind, TextDocumentSyncOptions, Uri,
};
use serde_json::Value;

use crate::commands::{Failure, Status};
use document::DocumentKind;
use settings::{Layer, ProjectExtract, Settings, Sources};
use text::{Encoding, Text};

/// A version no document has: a closed document's.
const CLOSED: i64 = i64::MIN;

/// What the main thread and the checker share of an open document.
struct Shared {
    /// The version the latest change gave it ([`CLOSED`] once closed), which a running check reads to know
    /// whether it is still wanted.
    latest: AtomicI64,
    /// The latest text and its version. A check takes the text from here when it starts, so that waiting jobs
    /// hold no text: however fast changes come, a document is held at most twice (the latest text, and the one
    /// being checked while a change is applied to a copy of it).
    text: Mutex<(i32, Arc<Text>)>,
}

impl Shared {
    /// The latest text and its version.
    fn text(&self) -> (i32, Arc<Text>) {
        let slot = self.text.lock().unwrap_or_else(PoisonError::into_inner);
        (slot.0, Arc::clone(&slot.1))
    }
}

/// An open document.
struct Document {
    version: i32,
    kind: DocumentKind,
    shared: Arc<Shared>,
}

/// A document to check at one version.
struct Job {
    uri: Uri,
    version: i32,
    kind: DocumentKind,
    settings: Settings,
    encoding: Encoding,
    shared: Arc<Shared>,
}

/// What the main loop waits for.
enum Event {
    /// A frame from the client.
    Incoming(transport::Incoming),
    /// The client's input ended, or could not be read.
    Ended(Option<io::Error>),
    /// A check finished.
    Checked { uri: Uri, version: i32, diagnostics: Vec<lsp_types::Diagnostic> },
}

/// The server's state, owned by the main thread.
struct Server {
    out: Sender<Vec<u8>>,
    jobs: Sender<Job>,
    documents: HashMap<Uri, Document>,
    encoding: Encoding,
    sources: Sources,
    settings: Settings,
    /// The project's `urigram.toml`, when the workspace has one: its file kinds.
    project: Option<Arc<crate::config::Config>>,
    initialized: bool,
    shut_down: bool,
}

/// Runs the server until the client says `exit` or its input ends: exit 0 after a `shutdown`, 1 without one (as
/// the protocol asks).
///
/// # Errors
///
/// When standard output cannot be written.
pub fn serve() -> Result<Status, Failure> {
    let (events, event_receiver) = mpsc::channel::<Event>();
    let (out, out_receiver) = mpsc::channel::<Vec<u8>>();
    let writer = thread::Builder::new()
        .name("lsp-writer".to_owned())
        .spawn(move || -> io::Result<()> {
            let mut stdout = io::stdout().lock();
            for frame in out_receiver {
                stdout.write_all(&frame)?;
                stdout.flush()?;
            }
            Ok(())
        })
        .map_err(|error| format!("cannot start the server's writer: {error}"))?;
    let reader_events = events.clone();
    thread::Builder::new()
        .name("lsp-reader".to_owned())
        .spawn(move || {
            let mut input = BufReader::new(io::stdin().lock());
            loop {
                match transport::read(&mut input) {
                    Ok(Some(incoming)) => {
                        let exit = matches!(&incoming, transport::Incoming::Message(Message::Notification(n)) if n.method == "exit");
                        if reader_events.send(Event::Incoming(incoming)).is_err() || exit {
                            return;
                        }
                    }
                    Ok(None) => return drop(reader_events.send(Event::Ended(None))),
                    Err(error) => return drop(reader_events.send(Event::Ended(Some(error)))),
                }
            }
        })
        .map_err(|error| format!("cannot start the server's reader: {error}"))?;
    let (jobs, job_receiver) = mpsc::channel::<Job>();
    let checker_events = events;
    thread::Builder::new()
        .name("lsp-checker".to_owned())
        .spawn(move || checker(&job_receiver, &checker_events))
        .map_err(|error| format!("cannot start the server's checker: {error}"))?;
    let mut server = Server {
        out,
        jobs,
        documents: HashMap::new(),
        encoding: Encoding::Utf16,
        sources: Sources::default(),
        settings: Settings::default(),
        project: None,
        initialized: false,
        shut_down: false,
    };
    let status = server.run(&event_receiver);
    // The writer ends once every sender of its channel is gone and it has written what was sent.
    drop(server);
    match writer.join() {
        Ok(Ok(())) => Ok(status),
        Ok(Err(error)) => Err(format!("cannot write to the client: {error}")),
        Err(_) => Err("the server's writer stopped".to_owned()),
    }
}

/// The checking thread: each job whose version is still the document's latest, checked and sent back.
fn checker(jobs: &Receiver<Job>, events: &Sender<Event>) {
    for job in jobs {
        let wanted = || job.shared.latest.load(Ordering::Acquire) == i64::from(job.version);
        if !wanted() {
            continue;
        }
        let (version, text) = job.shared.text();
        if version != job.version {
            continue;
        }
        let checked = catch_unwind(AssertUnwindSafe(|| {
            check::diagnostics(&job.uri, &text, job.kind, &job.settings, job.encoding, &|| !wanted())
        }));
        match checked {
            Ok(Some(diagnostics)) => {
                if events.send(Event::Checked { uri: job.uri, version: job.version, diagnostics }).is_err() {
                    return;
                }
            }
            Ok(None) => {}
            Err(_) => eprintln!("urigram lsp: checking {} failed; its diagnostics are not updated", job.uri.as_str()),
        }
    }
}

/// The kind of the document at `uri`: by the project's `[kinds]` globs when it is a file of the project, else by
/// the extension of its path.
fn kind_of(uri: &Uri, project: Option<&crate::config::Config>) -> DocumentKind {
    match (project, document::file_path(uri)) {
        (Some(config), Some(path)) => config.kind_of(&path),
        _ => DocumentKind::from_path(Path::new(uri.path().as_str())),
    }
}

impl Server {
    /// Sends `message` to the client.
    fn send(&self, message: Message) {
        let mut frame = Vec::new();
        // Writing to a vector cannot fail.
        if message.write(&mut frame).is_ok() {
            let _ = self.out.send(frame);
        }
    }

    /// Sends the notification `N` with `params`.
    fn notify<N: notifications::Notification>(&self, params: N::Params) {
        self.send(Message::Notification(Notification::new(N::METHOD.to_owned(), params)));
    }

    /// Tells the user `message`, at `level`.
    fn show(&self, level: MessageType, message: String) {
        eprintln!("urigram lsp: {message}");
        self.notify::<notifications::ShowMessage>(ShowMessageParams { typ: level, message });
    }

    /// Answers request `id` with an error.
    fn refuse(&self, id: RequestId, code: ErrorCode, message: String) {
        self.send(Message::Response(Response::new_err(id, code as i32, message)));
    }

    /// The main loop: returns the exit status.
    fn run(&mut self, events: &Receiver<Event>) -> Status {
        for event in events {
            match event {
                Event::Incoming(transport::Incoming::Malformed(malformed)) => {
                    eprintln!("urigram lsp: {}", malformed.message);
                    let mut frame = Vec::new();
                    let _ = transport::write(&mut frame, malformed.response().to_string().as_bytes());
                    let _ = self.out.send(frame);
                }
                Event::Incoming(transport::Incoming::Message(Message::Request(request))) => {
                    let id = request.id.clone();
                    if catch_unwind(AssertUnwindSafe(|| self.request(request))).is_err() {
                        self.refuse(id, ErrorCode::InternalError, "the server failed on this request".to_owned());
                    }
                }
                Event::Incoming(transport::Incoming::Message(Message::Notification(notification))) => {
                    if notification.method == notifications::Exit::METHOD {
                        return if self.shut_down { Status::Valid } else { Status::Invalid };
                    }
                    let method = notification.method.clone();
                    if catch_unwind(AssertUnwindSafe(|| self.notification(notification))).is_err() {
                        eprintln!("urigram lsp: the server failed on a {method} notification");
                    }
                }
                // The server sends no requests, so a response answers nothing.
                Event::Incoming(transport::Incoming::Message(Message::Response(_))) => {}
                Event::Checked { uri, version, diagnostics } => {
                    if self.documents.get(&uri).is_some_and(|document| document.version == version) {
                        let params = PublishDiagnosticsParams { uri, diagnostics, version: Some(version) };
                        self.notify::<notifications::PublishDiagnostics>(params);
                    }
                }
                Event::Ended(error) => {
                    if let Some(error) = error {
                        eprintln!("urigram lsp: cannot read from the client: {error}");
                    }
                    return Status::Invalid;
                }
            }
        }
        Status::Invalid
    }

    /// Answers one request.
    fn request(&mut self, request: Request) {
        let id = request.id.clone();
        if request.method == requests::Initialize::METHOD {
            if self.initialized {
                return self.refuse(id, ErrorCode::InvalidRequest, "the server is initialized already".to_owned());
            }
            return match serde_json::from_value::<InitializeParams>(request.params) {
                Ok(params) => self.initialize(id, params),
                Err(error) => self.refuse(id, ErrorCode::InvalidParams, format!("initialize: {error}")),
            };
        }
        if !self.initialized {
            return self.refuse(id, ErrorCode::ServerNotInitialized, "initialize comes first".to_owned());
        }
        if self.shut_down {
            return self.refuse(id, ErrorCode::InvalidRequest, "the server is shut down".to_owned());
        }
        let result = match request.method.as_str() {
            requests::Shutdown::METHOD => {
                self.shut_down = true;
                Ok(Value::Null)
            }
            requests::HoverRequest::METHOD => {
                self.answer::<requests::HoverRequest>(request.params, |server, params| {
                    let place = params.text_document_position_params;
                    let document = server.documents.get(&place.text_document.uri)?;
                    let (_, text) = document.shared.text();
                    check::hover(&text, document.kind, &server.settings, server.encoding, place.position)
                })
            }
            requests::DocumentLinkRequest::METHOD => {
                self.answer::<requests::DocumentLinkRequest>(request.params, |server, params| {
                    let document = server.documents.get(&params.text_document.uri)?;
                    let (_, text) = document.shared.text();
                    Some(check::links(&text, document.kind, &server.settings, server.encoding))
                })
            }
            requests::CodeActionRequest::METHOD => {
                self.answer::<requests::CodeActionRequest>(request.params, |server, params| {
                    let uri = params.text_document.uri;
                    let document = server.documents.get(&uri)?;
                    let (_, text) = document.shared.text();
                    Some(check::actions(&uri, &text, document.kind, &server.settings, server.encoding, params.range))
                })
            }
            method => Err((ErrorCode::MethodNotFound, format!("urigram lsp does not answer {method}"))),
        };
        match result {
            Ok(value) => self.send(Message::Response(Response::new_ok(id, value))),
            Err((code, message)) => self.refuse(id, code, message),
        }
    }

    /// The result of request `R`, from its parameters read from `params`.
    fn answer<R: requests::Request>(
        &self,
        params: Value,
        answer: impl FnOnce(&Server, R::Params) -> R::Result,
    ) -> Result<Value, (ErrorCode, String)> {
        let params = serde_json::from_value(params)
            .map_err(|error| (ErrorCode::InvalidParams, format!("{}: {error}", R::METHOD)))?;
        serde_json::to_value(answer(self, params)).map_err(|error| (ErrorCode::InternalError, error.to_string()))
    }

    /// `initialize`: the position encoding, the settings, and what the server does.
    fn initialize(&mut self, id: RequestId, params: InitializeParams) {
        let offered = params.capabilities.general.as_ref().and_then(|general| general.position_encodings.as_deref());
        self.encoding = Encoding::negotiate(offered);
        // The project's `urigram.toml`, found from the workspace's first folder up, is the lowest layer but the
        // defaults: the client's settings, from either source, win over it.
        #[allow(deprecated, reason = "root_uri is what clients without workspace folders send")]
        let root = params
            .workspace_folders
            .as_ref()
            .and_then(|folders| folders.first())
            .map(|folder| folder.uri.clone())
            .or_else(|| params.root_uri.clone());
        if let Some(folder) = root.as_ref().and_then(document::file_path) {
            match crate::config::load_config(&folder) {
                Ok(config) => {
                    if let Some(path) = &config.path {
                        eprintln!("urigram lsp: project settings from {}", path.display());
                    }
                    self.sources.project = Some(Layer::of_config(&config));
                    self.sources.project_extract = Some(ProjectExtract::of_config(&config));
                    self.project = Some(Arc::new(config));
                }
                Err(error) => self.show(MessageType::WARNING, format!("{error}; the file is not used")),
            }
        }
        let options = params.initialization_options.unwrap_or(Value::Null);
        match Layer::from_json(&options) {
            Ok(layer) => self.sources.initialization = layer,
            Err(error) => self.show(MessageType::WARNING, format!("initializationOptions: {error}")),
        }
        self.configure();
        let capabilities = ServerCapabilities {
            position_encoding: Some(self.encoding.kind()),
            text_document_sync: Some(TextDocumentSyncCapability::Options(TextDocumentSyncOptions {
                open_close: Some(true),
                change: Some(TextDocumentSyncKind::INCREMENTAL),
                ..TextDocumentSyncOptions::default()
            })),
            hover_provider: Some(HoverProviderCapability::Simple(true)),
            document_link_provider: Some(DocumentLinkOptions {
                resolve_provider: Some(false),
                work_done_progress_options: lsp_types::WorkDoneProgressOptions::default(),
            }),
            code_action_provider: Some(CodeActionProviderCapability::Options(CodeActionOptions {
                code_action_kinds: Some(vec![CodeActionKind::QUICKFIX]),
                ..CodeActionOptions::default()
            })),
            ..ServerCapabilities::default()
        };
        let result = InitializeResult {
            capabilities,
            server_info: Some(ServerInfo {
                name: "urigram".to_owned(),
                version: Some(env!("CARGO_PKG_VERSION").to_owned()),
            }),
        };
        self.initialized = true;
        self.send(Message::Response(Response::new_ok(id, result)));
    }

    /// Puts the settings of every source together, keeping the last good ones when they do not fit (an
    /// amendment of another RFC), and checks every open document again when they changed.
    fn configure(&mut self) {
        match Settings::layered(&self.sources) {
            Ok(settings) if settings != self.settings => {
                self.settings = settings;
                let open: Vec<Uri> = self.documents.keys().cloned().collect();
                for uri in open {
                    self.check(&uri);
                }
            }
            Ok(_) => {}
            Err(error) => self.show(MessageType::ERROR, format!("{error}; the settings stay as they were")),
        }
    }

    /// Hands the document at `uri`, as it is now, to the checker.
    fn check(&self, uri: &Uri) {
        let Some(document) = self.documents.get(uri) else { return };
        let _ = self.jobs.send(Job {
            uri: uri.clone(),
            version: document.version,
            kind: document.kind,
            settings: self.settings.clone(),
            encoding: self.encoding,
            shared: Arc::clone(&document.shared),
        });
    }

    /// Handles one notification; one the server does not know, or whose parameters it cannot read, is logged and
    /// skipped, as the protocol asks.
    fn notification(&mut self, notification: Notification) {
        if !self.initialized || self.shut_down {
            return;
        }
        fn read<N: notifications::Notification>(params: Value) -> Option<N::Params> {
            serde_json::from_value(params)
                .map_err(|error| eprintln!("urigram lsp: skipping a {} notification: {error}", N::METHOD))
                .ok()
        }
        match notification.method.as_str() {
            notifications::DidOpenTextDocument::METHOD => {
                let Some(params) = read::<notifications::DidOpenTextDocument>(notification.params) else { return };
                let item = params.text_document;
                let shared = Shared {
                    latest: AtomicI64::new(i64::from(item.version)),
                    text: Mutex::new((item.version, Arc::new(Text::new(item.text)))),
                };
                let document = Document {
                    kind: kind_of(&item.uri, self.project.as_deref()),
                    version: item.version,
                    shared: Arc::new(shared),
                };
                if let Some(old) = self.documents.insert(item.uri.clone(), document) {
                    old.shared.latest.store(CLOSED, Ordering::Release);
                }
                self.check(&item.uri);
            }
            notifications::DidChangeTextDocument::METHOD => {
                let Some(params) = read::<notifications::DidChangeTextDocument>(notification.params) else { return };
                let uri = params.text_document.uri;
                let Some(document) = self.documents.get_mut(&uri) else {
                    return eprintln!("urigram lsp: a change to {}, which is not open, skipped", uri.as_str());
                };
                let version = params.text_document.version;
                // Running checks stop as soon as they can; the text is changed in place unless the check still
                // holds it, in which case a copy is.
                document.shared.latest.store(i64::from(version), Ordering::Release);
                {
                    let mut slot = document.shared.text.lock().unwrap_or_else(PoisonError::into_inner);
                    let text = Arc::make_mut(&mut slot.1);
                    for change in params.content_changes {
                        text.apply(change, self.encoding);
                    }
                    slot.0 = version;
                }
                document.version = version;
                self.check(&uri);
            }
            notifications::DidCloseTextDocument::METHOD => {
                let Some(params) = read::<notifications::DidCloseTextDocument>(notification.params) else { return };
                let uri = params.text_document.uri;
                if let Some(document) = self.documents.remove(&uri) {
                    document.shared.latest.store(CLOSED, Ordering::Release);
                    self.notify::<notifications::PublishDiagnostics>(PublishDiagnosticsParams {
                        uri,
                        diagnostics: Vec::new(),
                        version: None,
                    });
                }
            }
            notifications::DidChangeConfiguration::METHOD => {
                let Some(params) = read::<notifications::DidChangeConfiguration>(notification.params) else { return };
                match Layer::from_json(&params.settings) {
                    Ok(layer) => {
                        self.sources.client = layer;
                        self.configure();
                    }
                    Err(error) => self.show(MessageType::ERROR, format!("{error}; the settings stay as they were")),
                }
            }
            // `initialized`, `didSave`, `$/cancelRequest` (requests are answered in order, each at once),
            // `$/setTrace` and anything else: nothing to do.
            _ => {}
        }
    }
}
