// The playground: asks the urigram library (compiled to WebAssembly) about the URI in the page address and
// draws its answer. Every answer is computed in Rust (crates/playground); this script only renders it.
(function () {
  "use strict";

  var status = document.getElementById("status");
  var columns = document.getElementById("columns");
  var uriInput = document.getElementById("uri");
  var rfcSelect = document.getElementById("rfc");
  var ruleSelect = document.getElementById("rule");
  var library = null;
  // The WHATWG column's module (urigram_playground_whatwg.wasm), loaded after the first: it carries the
  // Unicode data of the standard's host parser, which the playground's own module has no room for.
  var whatwgLibrary = null;
  var whatwgProblem = null;
  var lastQuery = null;
  var wasmBytes = 0;
  var firstResult = true;
  // Milliseconds since the page started loading: the module's bytes in hand, the module compiled.
  var moduleReadyAt = 0;
  var compiledAt = 0;

  function fromBase64(text) {
    var raw = atob(text);
    var bytes = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    return bytes;
  }

  // A page opened from a folder (file://) may not fetch() the .wasm, so the module also comes base64-encoded
  // in playground-wasm.js, loaded as a script.
  function embedded(scriptName, globalName) {
    return new Promise(function (resolve, reject) {
      if (window[globalName]) return resolve(fromBase64(window[globalName]));
      var script = document.createElement("script");
      script.src = scriptName;
      script.onload = function () {
        if (window[globalName]) resolve(fromBase64(window[globalName]));
        else reject(new Error(scriptName + " holds no module"));
      };
      script.onerror = function () { reject(new Error(scriptName + " is missing")); };
      document.head.appendChild(script);
    });
  }

  function moduleBytes(wasmName, scriptName, globalName) {
    var fallback = function () { return embedded(scriptName, globalName); };
    if (location.protocol === "http:" || location.protocol === "https:") {
      return fetch(wasmName)
        .then(function (response) {
          if (!response.ok) throw new Error(response.statusText);
          return response.arrayBuffer();
        })
        .catch(fallback);
    }
    return fallback();
  }

  function ask(query, exports) {
    var input = new TextEncoder().encode(query);
    var pointer = exports.playground_alloc(input.length) >>> 0;
    new Uint8Array(exports.memory.buffer, pointer, input.length).set(input);
    var length = exports.playground_answer(pointer, input.length) >>> 0;
    var output = exports.playground_output() >>> 0;
    return JSON.parse(new TextDecoder().decode(new Uint8Array(exports.memory.buffer, output, length)));
  }

  function element(name, attributes, text) {
    var node = document.createElement(name);
    for (var key in attributes || {}) node.setAttribute(key, attributes[key]);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // The input with the UTF-16 range [start, end) wrapped in a <mark> of the given class.
  function markedText(container, text, start, end, className) {
    container.textContent = "";
    container.appendChild(document.createTextNode(text.slice(0, start)));
    var mark = element("mark", { "class": className }, start === end ? "\u200b" : text.slice(start, end));
    if (start === end) mark.classList.add("at-end");
    container.appendChild(mark);
    container.appendChild(document.createTextNode(text.slice(end)));
  }

  function fillSelectors(answer) {
    if (rfcSelect.options.length === 0) {
      answer.grammars.forEach(function (grammar) {
        rfcSelect.appendChild(element("option", { value: grammar.key }, grammar.label));
      });
    }
    rfcSelect.value = answer.rfc;
    var selected = answer.grammars.filter(function (grammar) { return grammar.key === answer.rfc; })[0];
    ruleSelect.textContent = "";
    selected.rules.forEach(function (rule) {
      var label = rule === selected.top_rule ? rule + " (each grammar's reference rule)" : rule;
      ruleSelect.appendChild(element("option", { value: rule }, label));
    });
    ruleSelect.value = answer.rule || selected.top_rule;
  }

  function renderColumn(answer, column) {
    var uri = answer.uri;
    var section = element("section", {
      "class": "column",
      "data-grammar": column.grammar,
      "data-verdict": column.verdict,
      "data-rule": column.rule || ""
    });
    if (column.grammar === answer.rfc) section.classList.add("selected");
    section.appendChild(element("h2", {}, column.label));
    var verdict = column.verdict === "valid" ? "valid " + column.rule
      : column.verdict === "invalid" ? "invalid " + column.rule
      : "no such rule";
    section.appendChild(element("div", { "class": "verdict" }, verdict));
    var shown = element("pre", { "class": "input" }, uri);
    section.appendChild(shown);
    if (column.verdict === "no-rule") {
      section.appendChild(element("p", {}, column.message));
    } else if (column.verdict === "invalid") {
      var error = column.error;
      section.setAttribute("data-error-bytes", error.span.bytes.join(","));
      markedText(shown, uri, error.span.utf16[0], error.span.utf16[1], "error");
      section.appendChild(element("p", { "class": "message" }, error.message));
      section.appendChild(element("p", { "class": "where" },
        "line " + error.line + ", column " + error.column + ", in " + error.rule + " (§" + error.section + ")" +
        (error.expected ? "; expected " + error.expected : "")));
    } else {
      if (column.components) {
        section.appendChild(element("pre", { "class": "diagram" }, column.diagram));
        var table = element("table", { "class": "components" });
        column.components.forEach(function (component) {
          var row = element("tr", { "data-component": component.name });
          row.appendChild(element("th", {}, component.name));
          if (component.span) {
            row.setAttribute("data-bytes", component.span.bytes.join(","));
            row.appendChild(element("td", {}, component.text === "" ? "(empty)" : component.text));
            row.appendChild(element("td", {}, component.span.bytes.join("..")));
          } else {
            row.appendChild(element("td", { "class": "absent" }, "absent"));
            row.appendChild(element("td", {}, ""));
          }
          table.appendChild(row);
        });
        section.appendChild(table);
      }
      if (column.tree) {
        var tree = element("pre", { "class": "tree" });
        column.tree.forEach(function (line) {
          var node = element("span", { "class": "node" }, line.line);
          if (line.span) {
            node.addEventListener("mouseenter", function () {
              markedText(shown, uri, line.span.utf16[0], line.span.utf16[1], "hover");
            });
            node.addEventListener("mouseleave", function () { shown.textContent = uri; });
          }
          tree.appendChild(node);
        });
        section.appendChild(tree);
      } else {
        // Character rules return only the text they read, and some rules amended by a later RFC have no public
        // function of their own under that option: the library gives no tree to draw.
        section.appendChild(element("p", {}, "matched bytes " + column.span.bytes.join("..") +
          " (the library builds no tree for this rule here)"));
      }
    }
    return section;
  }

  // The WHATWG URL Standard's reading: the URL's href and getters (or failure), each validation error with its
  // bytes marked in the input, and the differential with RFC 3986 when they read different hosts.
  function renderWhatwg(answer, column) {
    var uri = answer.uri;
    // Not "column …" first: the browser test counts the grammars' columns by that class.
    var section = element("section", {
      "class": "whatwg column",
      "data-grammar": "whatwg",
      "data-verdict": column.verdict
    });
    section.appendChild(element("h2", {}, column.label));
    if (column.error) {
      section.appendChild(element("p", {}, column.error));
      return section;
    }
    var verdict = column.verdict === "valid" ? "valid URL string"
      : column.verdict === "with-errors" ? "a URL, with " + column.errors.length + " validation error" +
        (column.errors.length === 1 ? "" : "s")
      : "failure: " + column.failure.name;
    section.appendChild(element("div", { "class": "verdict" }, verdict));
    section.appendChild(element("pre", { "class": "input" }, uri));
    if (column.href !== null) {
      var table = element("table", { "class": "components getters" });
      var row = element("tr", { "data-getter": "href" });
      row.appendChild(element("th", {}, "href"));
      row.appendChild(element("td", {}, column.href));
      table.appendChild(row);
      for (var name in column.getters) {
        row = element("tr", { "data-getter": name });
        row.appendChild(element("th", {}, name));
        row.appendChild(element("td", {}, column.getters[name] === "" ? "(empty)" : column.getters[name]));
        table.appendChild(row);
      }
      section.appendChild(table);
    }
    column.errors.forEach(function (error) {
      var item = element("div", { "class": "validation-error", "data-error": error.name,
        "data-bytes": error.span.bytes.join(",") });
      var marked = element("pre", { "class": "input" });
      markedText(marked, uri, error.span.utf16[0], error.span.utf16[1], "error");
      item.appendChild(marked);
      item.appendChild(element("p", { "class": "message" },
        error.name + (error.failure ? " (failure)" : "") + " at " + error.span.bytes.join("..") + ": " +
        error.description));
      section.appendChild(item);
    });
    if (column.differential) {
      section.setAttribute("data-differential", column.differential.class || "");
      section.appendChild(element("p", { "class": "differential" }, column.differential.sentence));
    }
    return section;
  }

  function render(query) {
    lastQuery = query;
    var answer = ask(query, library);
    if (answer.error) {
      status.textContent = answer.error;
      document.body.setAttribute("data-address-error", answer.error);
      return;
    }
    fillSelectors(answer);
    if (document.activeElement !== uriInput) uriInput.value = answer.uri;
    columns.textContent = "";
    answer.columns.forEach(function (column) { columns.appendChild(renderColumn(answer, column)); });
    if (whatwgLibrary) {
      columns.appendChild(renderWhatwg(answer, ask(query, whatwgLibrary)));
    } else {
      columns.appendChild(element("section", { "class": "whatwg column", "data-grammar": "whatwg" },
        whatwgProblem ? "The WHATWG column could not be loaded: " + whatwgProblem : "loading the WHATWG column…"));
    }
    if (firstResult) {
      firstResult = false;
      var elapsed = performance.now();
      document.body.setAttribute("data-first-result-ms", elapsed.toFixed(1));
      document.body.setAttribute("data-wasm-bytes", String(wasmBytes));
      document.body.setAttribute("data-module-ready-ms", moduleReadyAt.toFixed(1));
      document.body.setAttribute("data-compiled-ms", compiledAt.toFixed(1));
      status.textContent = "First result " + elapsed.toFixed(0) + " ms after the page started loading; " +
        "the library is " + Math.round(wasmBytes / 1024) + " KiB of WebAssembly.";
    }
  }

  function update() {
    var parameters = new URLSearchParams();
    parameters.set("rfc", rfcSelect.value);
    parameters.set("rule", ruleSelect.value);
    parameters.set("uri", uriInput.value);
    var query = "?" + parameters.toString();
    history.replaceState(null, "", query);
    render(query);
  }

  function start(exports) {
    library = exports;
    var query = location.search;
    if (!new URLSearchParams(query).has("uri")) {
      query = "?rfc=3986&rule=URI-reference&uri=" +
        encodeURIComponent("foo://example.com:8042/over/there?name=ferret#nose");
    }
    render(query);
    uriInput.addEventListener("input", update);
    rfcSelect.addEventListener("change", function () { ruleSelect.textContent = ""; update(); });
    ruleSelect.addEventListener("change", update);
  }

  // Compiled synchronously where the browser allows it, so that the first answer is drawn before the page's
  // load event (tools that read the page after loading see it); asynchronously otherwise.
  function instantiate(bytes) {
    wasmBytes = bytes.byteLength;
    moduleReadyAt = performance.now();
    var compiled = function (exports) {
      compiledAt = performance.now();
      return exports;
    };
    try {
      return Promise.resolve(compiled(new WebAssembly.Instance(new WebAssembly.Module(bytes), {}).exports));
    } catch (synchronousRefused) {
      return WebAssembly.instantiate(bytes, {}).then(function (result) { return compiled(result.instance.exports); });
    }
  }

  function failed(problem) {
    status.textContent = "The library could not be loaded: " + problem.message;
    document.body.setAttribute("data-load-error", problem.message);
  }

  function startWhatwg() {
    moduleBytes("urigram_playground_whatwg.wasm", "playground-whatwg-wasm.js", "URIGRAM_PLAYGROUND_WHATWG_WASM")
      .then(function (bytes) {
        return WebAssembly.instantiate(bytes, {}).then(function (result) {
          whatwgLibrary = result.instance.exports;
        });
      })
      .catch(function (problem) { whatwgProblem = problem.message; })
      .then(function () {
        document.body.setAttribute("data-whatwg", whatwgLibrary ? "loaded" : "failed");
        if (lastQuery !== null) render(lastQuery);
      });
  }

  moduleBytes("urigram_playground.wasm", "playground-wasm.js", "URIGRAM_PLAYGROUND_WASM").then(function (bytes) {
    return instantiate(bytes).then(start).then(startWhatwg);
  }).catch(failed);
})();
