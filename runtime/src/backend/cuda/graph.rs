//! CUDA graphs: capturing a stream's work into a graph, instantiating it, replaying it, and
//! updating an instantiated graph in place from a new capture of the same shape.

use std::ptr;
use std::sync::Arc;

use super::driver::{check, sys};
use super::{Gpu, Stream};
use crate::base::error::{Error, Result};

/// An instantiated graph and the graph it came from.
pub(crate) struct Graph {
    graph: sys::CUgraph,
    exec: sys::CUgraphExec,
    gpu: Arc<Gpu>,
}

// Safety: graph handles may be used from any thread that binds their context (every use
// here does); the driver serializes launches of one executable graph.
unsafe impl Send for Graph {}
// Safety: as above.
unsafe impl Sync for Graph {}

/// What a capture that the driver invalidated means to the user.
fn capture_error(e: Error) -> Error {
    match &e {
        Error::Driver { code, .. } if code.starts_with("CUDA_ERROR_STREAM_CAPTURE") => Error::Graph {
            message: format!(
                "the capture was invalidated ({code}): inside `capture`, launch only on the capturing stream \
                 (`grid.on(s)`), and do not allocate, free, copy synchronously or synchronize — do those \
                 before or after"
            ),
        },
        _ => e,
    }
}

impl Stream {
    /// Starts capturing the work queued on this stream into a graph. Relaxed: loading a
    /// kernel's module on its first launch (which allocates and copies its setup on the
    /// default stream, which a non-blocking capturing stream does not join) stays allowed.
    pub(crate) fn begin_capture(&self) -> Result<()> {
        self.gpu().bind()?;
        // Safety: a live stream of the current context.
        check("cuStreamBeginCapture", unsafe {
            sys::cuStreamBeginCapture_v2(self.raw(), sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED)
        })
    }

    /// Ends the capture begun by [`begin_capture`](Self::begin_capture): the graph, or why
    /// there is none.
    pub(crate) fn end_capture(&self) -> Result<Graph> {
        self.gpu().bind()?;
        let mut graph = ptr::null_mut();
        // Safety: out-pointer to a local; the stream is capturing (begun above).
        check("cuStreamEndCapture", unsafe { sys::cuStreamEndCapture(self.raw(), &mut graph) })
            .map_err(capture_error)?;
        let mut exec = ptr::null_mut();
        // Safety: `graph` was just made by the capture.
        if let Err(e) = check("cuGraphInstantiate", unsafe { sys::cuGraphInstantiateWithFlags(&mut exec, graph, 0) }) {
            // Safety: made above, destroyed once.
            unsafe { sys::cuGraphDestroy(graph) };
            return Err(e);
        }
        Ok(Graph { graph, exec, gpu: self.gpu().clone() })
    }
}

impl Graph {
    /// Queues one replay on `stream`.
    pub(crate) fn launch(&self, stream: &Stream) -> Result<()> {
        self.gpu.bind()?;
        // Safety: both are live handles of this context (the caller checked the device).
        check("cuGraphLaunch", unsafe { sys::cuGraphLaunch(self.exec, stream.raw()) })
            .map_err(|e| self.gpu.fault(e))?;
        stream.queued()
    }

    /// Takes `new`'s parameters (kernels' arguments, launch dimensions) in place when it has
    /// this graph's shape; otherwise becomes `new`, instantiated.
    pub(crate) fn update(&mut self, new: Graph) {
        let _ = self.gpu.bind();
        let mut info = sys::CUgraphExecUpdateResultInfo_st {
            result: sys::CUgraphExecUpdateResult::CU_GRAPH_EXEC_UPDATE_SUCCESS,
            errorNode: ptr::null_mut(),
            errorFromNode: ptr::null_mut(),
        };
        // Safety: both graphs are live handles of this context.
        let r = unsafe { sys::cuGraphExecUpdate_v2(self.exec, new.graph, &mut info) };
        if r == sys::CUresult::CUDA_SUCCESS {
            // Keep the graph the parameters came from: it describes the executable now.
            std::mem::swap(&mut self.graph, &mut { new }.graph);
        } else {
            *self = new;
        }
    }
}

impl Drop for Graph {
    fn drop(&mut self) {
        if self.gpu.bind().is_ok() {
            // Safety: made by `end_capture`, destroyed once; the driver keeps a graph being
            // replayed alive until its replay is done.
            unsafe {
                sys::cuGraphExecDestroy(self.exec);
                sys::cuGraphDestroy(self.graph);
            }
        }
    }
}
